import { scriptSources } from "./build-output.mjs";
import { applyToHtml } from "../plugins/built-pages/html";
import { deferBundleScripts } from "../plugins/bundles/defer-bundles";

describe("scriptSources", () => {
  it("counts the bundles a page's loader starts as well as plain script tags, and only the site's own", () => {
    const built =
      '<script id="bundle-loader" data-preloads="[]">start()</script>' +
      '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>';
    const html = `${applyToHtml(built, deferBundleScripts)}<script src="/extra-3.js"></script><script src="https://cdn.example/x.js"></script>`;
    expect(html).not.toContain('<script src="/app-2.js"');
    expect(scriptSources(html)).toEqual(["/webpack-runtime-1.js", "/app-2.js", "/extra-3.js"]);
  });
});
