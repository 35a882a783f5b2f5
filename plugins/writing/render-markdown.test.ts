/** @jest-environment node */
import { readingMinutes, renderMarkdown, type PostBlock } from "./render-markdown";

const LABELS = {
  footnotes: "Footnotes",
  backToReference: (reference: string) => `Back to reference ${reference}`,
  opensInNewTab: "(opens in a new tab)",
};

const html = (blocks: PostBlock[]) => blocks.map((block) => ("html" in block ? block.html : "")).join("\n");
const render = (body: string, language: "en" | "de" = "en") => renderMarkdown(body, language, LABELS);

describe("renderMarkdown", () => {
  it("never renders raw HTML: a script, a tag and an event handler are dropped", () => {
    const { blocks } = render(
      '<script>alert(1)</script>\n\nA <b onclick="x()">bold</b> word.\n\n<img src=x onerror=alert(1)>',
    );
    expect(html(blocks)).toBe("<p>A bold word.</p>");
  });

  it("sets quotes, dashes and dots as the language prints them, but not in code", () => {
    const { blocks } = render('She said "ship *it*" -- twice... `"as typed"`', "de");
    expect(html(blocks)).toBe('<p>She said „ship <em>it</em>“ – twice… <code>"as typed"</code></p>');
  });

  it("gives each heading an id and a link to itself", () => {
    expect(html(render("## What we learned").blocks)).toBe(
      '<h2 id="what-we-learned"><a class="heading-link" href="#what-we-learned">What we learned</a></h2>',
    );
  });

  it("colours code with classes at build time, for a named language only", () => {
    const out = html(render("```ts\nconst a = 1;\n```\n\n```\nplain text\n```").blocks);
    expect(out).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>');
    expect(out).toContain('<pre tabindex="0"><code>plain text\n</code></pre>');
    expect(out).not.toContain("style=");
  });

  it("opens other sites in a new tab, says so, and keeps the site's own links as they are", () => {
    const out = html(render("[A](https://example.com) and [B](/writing/) and [C](mailto:a@b.at)").blocks);
    expect(out).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">A<span class="sr-only"> (opens in a new tab)</span></a> and <a href="/writing/">B</a> and <a href="mailto:a@b.at">C</a></p>',
    );
  });

  it("draws tables, strikethrough and footnotes with headed, labelled notes", () => {
    const out = html(render("| a |\n|---|\n| 1 |\n\nTrue.[^n] ~~No.~~\n\n[^n]: A source.").blocks);
    expect(out).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(out).toContain("<del>No.</del>");
    expect(out).toMatch(/<h2 id="footnote-label"><a class="heading-link" href="#footnote-label">Footnotes<\/a><\/h2>/);
    expect(out).toContain('aria-label="Back to reference 1"');
  });

  it("keeps a paragraph's last two words together", () => {
    expect(html(render("A line that ends well.").blocks)).toBe(
      '<p>A line that <span class="last-words">ends well.</span></p>',
    );
  });

  it("makes an image that stands alone a block of its own, between runs of text", () => {
    const { blocks } = render("Before it.\n\n![A phone](images/writing/phone.png)\n\nAfter it.");
    expect(blocks).toEqual([
      { html: "<p>Before it.</p>" },
      { image: "images/writing/phone.png", alt: "A phone" },
      { html: "<p>After it.</p>" },
    ]);
  });

  it("takes an image's title as its caption, typeset like the text", () => {
    const { blocks } = render('![A phone](images/writing/phone.png "The \\"first\\" version")');
    expect(blocks).toEqual([{ image: "images/writing/phone.png", alt: "A phone", caption: "The “first” version" }]);
  });

  it("counts the words a reader reads, code included", () => {
    expect(render("# One two\n\nthree *four* [five](https://x.at)\n\n```\nsix seven\n```").words).toBe(7);
  });
});

describe("readingMinutes", () => {
  it.each([
    [0, 1],
    [100, 1],
    [440, 2],
    [1200, 5],
  ])("%i words take %i min", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});
