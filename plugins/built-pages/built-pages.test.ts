/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages, rewriteBuiltPages, writeBuiltPages } from "./built-pages";
import { attribute, elements, inlineScripts, parseHtml, rawText, serializeHtml, setRawText } from "./html";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>a&&b</script>' +
  '<script type="application/ld+json">{"name":"Zoë &amp; Co"}</script></head>' +
  '<body><p title="&quot;x&quot;">It&#x27;s &lt;here&gt;</p><img alt="" src="/a.png"/></body></html>';

describe("the HTML of a built page", () => {
  it("comes back out as written, apart from the slash of void tags", () => {
    expect(serializeHtml(parseHtml(PAGE))).toBe(PAGE.replace(/"\/>/g, '">'));
  });

  it("has one meaning of an inline script: one the browser runs, with no src", () => {
    const document = parseHtml(
      `${PAGE}<script src="/app.js"></script><script type="module">m()</script><script type="text/x-deferred-bundle"></script>`,
    );
    expect(inlineScripts(document).map(rawText)).toEqual(["a&&b", "m()"]);
  });

  it("reads attributes in any case, and tells a bare one from a missing one", () => {
    const [meta] = elements(parseHtml(PAGE), "meta");
    expect(attribute(meta!, "charset")).toBe("utf-8");
    const [script] = elements(parseHtml("<script async></script>"), "script");
    expect(attribute(script!, "async")).toBe("");
    expect(attribute(script!, "src")).toBeUndefined();
  });
});

describe("the built pages", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "built-"));
    mkdirSync(join(publicDir, "about"));
    writeFileSync(join(publicDir, "index.html"), PAGE);
    writeFileSync(join(publicDir, "about", "index.html"), "<p>about</p>");
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("are parsed once: every step of the build works on the same trees", () => {
    const first = builtPages(publicDir).find((page) => page.file === "index.html");
    setRawText(inlineScripts(first!.document)[0]!, "changed()");
    const again = builtPages(publicDir).find((page) => page.file === "index.html");
    expect(again!.document).toBe(first!.document);
    expect(rawText(inlineScripts(again!.document)[0]!)).toBe("changed()");
  });

  it("are written back only when a step changed them", () => {
    const changed = rewriteBuiltPages(publicDir, [
      (document) => elements(document, "p").forEach((p) => (p.attribs.class = "x")),
    ]);
    expect(changed.sort()).toEqual(["about/index.html", "index.html"]);
    expect(readFileSync(join(publicDir, "about", "index.html"), "utf8")).toBe('<p class="x">about</p>');
    expect(writeBuiltPages(publicDir, builtPages(publicDir))).toEqual([]);
  });

  it("are read again when their file changes outside the build", () => {
    const [before] = builtPages(publicDir);
    const path = join(publicDir, "about", "index.html");
    writeFileSync(path, "<p>edited page</p>");
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const pages = builtPages(publicDir);
    expect(pages.map((page) => page.file)).toEqual(["about/index.html", "index.html"]);
    expect(pages[0]!.document).not.toBe(before!.document);
    expect(serializeHtml(pages[0]!.document)).toBe("<p>edited page</p>");
  });
});
