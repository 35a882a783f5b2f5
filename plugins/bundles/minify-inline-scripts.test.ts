import { applyToHtml } from "../built-pages/html";
import { minifyInlineScripts as minifyStep } from "./minify-inline-scripts";

const minifyInlineScripts = (html: string) => applyToHtml(html, minifyStep);

describe("minifyInlineScripts", () => {
  it("minifies the page's own inline scripts and keeps their attributes", () => {
    const html =
      '<head><script>(function applyTheme(config) {\n  const root = document.documentElement;\n  root.classList.add(config.jsClass);\n})({"jsClass":"js"});</script></head>' +
      '<body><script id="bundle-loader" data-preloads="[]">(function start(c) { const started = false; if (!started) { console.log(c); } })(1);</script></body>';
    const minified = minifyInlineScripts(html);
    expect(minified).toContain("<head><script>");
    expect(minified).toContain('<script id="bundle-loader" data-preloads="[]">');
    expect(minified).not.toContain("applyTheme");
    expect(minified).not.toMatch(/\n {2}const root/);
    expect(minified.length).toBeLessThan(html.length);
  });

  it("leaves scripts that are not inline JavaScript alone", () => {
    const html =
      '<script type="application/ld+json">{ "@type": "Person",  "name": "Zoë" }</script>' +
      '<script src="/app-1.js" async=""></script>' +
      '<script type="text/x-deferred-bundle" data-src="/framework-2.js"></script>' +
      "<script></script>";
    expect(minifyInlineScripts(html)).toBe(html);
  });

  it("keeps what a script does", () => {
    const html =
      '<script>(function (c) { window.result = [c.a, c.b].join(\' and \'); })({"a":"one","b":"two"});</script>';
    const [, code] = /<script>(.*)<\/script>/.exec(minifyInlineScripts(html))!;
    const scope: { result?: string } = {};
    new Function("window", code!)(scope);
    expect(scope.result).toBe("one and two");
  });

  it("comes out the same the second time", () => {
    const once = minifyInlineScripts("<script>(function (c) { var x = c + 1; window.x = x; })(1);</script>");
    expect(minifyInlineScripts(once)).toBe(once);
  });
});
