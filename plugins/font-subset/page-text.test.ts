import { parseHtml } from "../built-pages/html";
import {
  DIGITS,
  distinctCharacters,
  headingText,
  pageDataText,
  renderedText as textOfDocument,
  styleContentText,
  unicodeRange,
} from "./page-text";

const renderedText = (html: string) => textOfDocument(parseHtml(html));

describe("headingText", () => {
  it("keeps the text of the headings set in the display face, h1 and h2, and nothing else", () => {
    const text = headingText(
      parseHtml("<header><a>Zoë</a></header><h1>Ada <span>Lovelace</span></h1><h2>Über mich</h2><h3>Team</h3><p>Q</p>"),
    );
    expect(text.replace(/\s+/g, " ")).toBe("Ada Lovelace Über mich");
  });

  it("keeps the text of any other element that carries the display face's class, and not of a class merely like it", () => {
    const text = headingText(
      parseHtml('<h2>Projekte</h2><h3 class="card font-display">Ωmega</h3><p class="font-display-x">Q</p><p>R</p>'),
    );
    expect(text.replace(/\s+/g, " ")).toBe("Projekte Ωmega");
  });
});

describe("renderedText", () => {
  it("keeps the text a page shows and drops scripts, styles, comments and attribute values that are not drawn", () => {
    const html =
      '<html><head><style>.x{content:"Ω"}</style><script>const π = 1;</script></head>' +
      '<body><h1 class="Ж" aria-label="Ψ">Zoë &amp; Søren</h1><!-- ß --><p>It&#x27;s 3&#8239;km&nbsp;&lt;away&gt;</p></body></html>';
    const text = renderedText(html);
    expect(text).toContain("Zoë & Søren");
    expect(text).toContain("It's 3\u202fkm\u00a0<away>");
    for (const hidden of ["Ω", "π", "Ж", "Ψ", "ß"]) expect(text).not.toContain(hidden);
  });

  it("keeps the attribute values drawn like text: a field's hint and value, an image's alternative", () => {
    const text = renderedText(
      '<textarea placeholder="Ask me…"></textarea><input value="Grüße"/><img alt="Zoë" src="x.jpg"/>',
    );
    for (const drawn of ["Ask me…", "Grüße", "Zoë"]) expect(text).toContain(drawn);
    expect(text).not.toContain("x.jpg");
  });
});

describe("styleContentText", () => {
  it("gives the strings the inlined stylesheets draw with content, their escapes read", () => {
    const html =
      '<html><head><style>.a::after{content:" \\b7  " attr(data-period)}.b{color:red}.c::before{content:\'„\\"x\\";}\'}' +
      ".d::after{content:none}.e::after{content:''}</style><style>.f::before{content:\"\\2192\"}</style></head>" +
      '<body><p style="x">Ω</p></body></html>';
    const text = styleContentText(parseHtml(html));
    expect(text).toContain(" · ");
    expect(text).toContain('„"x";}');
    expect(text).toContain("→");
    expect(text).not.toMatch(/attr|data-period|red|none|Ω/);
  });
});

describe("pageDataText", () => {
  it("collects every string, however deep, and nothing else", () => {
    const json = JSON.stringify({
      result: { data: { chat: [{ answer: "Grüß Gott" }], count: 7, on: true, none: null } },
    });
    expect(pageDataText(json)).toBe("Grüß Gott");
  });
});

describe("distinctCharacters", () => {
  it("adds each letter's capital, which CSS may draw in its place, and both letters of a capital pair", () => {
    expect(distinctCharacters("ß é")).toEqual([" ", "S", "É", "ß", "é"]);
  });

  it("gives each character once, in code point order, without control characters", () => {
    expect(distinctCharacters("bä\na", "a😀\t b")).toEqual([" ", "A", "B", "a", "b", "Ä", "ä", "😀"]);
  });
});

describe("unicodeRange", () => {
  it("joins runs of consecutive code points and keeps lone ones single", () => {
    expect(unicodeRange(["a", "b", "c", "e", "ä", "😀"])).toBe("U+0061-0063, U+0065, U+00E4, U+1F600");
  });

  it("covers the digits in one range", () => {
    expect(unicodeRange([...DIGITS])).toBe("U+0030-0039");
  });
});

describe("what the font is cut for, beside the pages' own text", () => {
  it("leaves out code, which is set in a monospace face", () => {
    const text = renderedText("<p>Words <code>{x}</code></p><pre><code>a => b;</code></pre>");
    expect(text).toContain("Words");
    expect(text).not.toMatch(/[{}=>;]/);
  });

  it("counts a post's rendered text in the page data by what it draws, not by its tags", () => {
    const json = JSON.stringify({
      body: [{ html: '<p class="x">Hallo <em>Welt</em></p><pre><code>{ }</code></pre>' }],
    });
    const text = pageDataText(json);
    expect(text).toContain("Hallo");
    expect(text).toContain("Welt");
    expect(text).not.toMatch(/[<>={}]|class/);
  });
});
