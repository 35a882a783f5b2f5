import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages, languageCopies, scriptSources } from "./build-output.mjs";
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

describe("languageCopies", () => {
  it("finds a page's copy in each language's folder, and nothing in folders that are no language or lack it", () => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    try {
      for (const dir of ["de", "fr", "static", "page-data"]) mkdirSync(join(publicDir, dir));
      writeFileSync(join(publicDir, "index.html"), "");
      writeFileSync(join(publicDir, "de", "index.html"), "");
      writeFileSync(join(publicDir, "fr", "404.html"), "");
      writeFileSync(join(publicDir, "static", "index.html"), "");
      expect(languageCopies(publicDir, "index.html")).toEqual(["de/index.html"]);
      expect(languageCopies(publicDir, "404.html")).toEqual(["fr/404.html"]);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("builtPages", () => {
  it("names a page as written, and a pattern's page in each folder there, in each language's folder too", () => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    try {
      for (const dir of ["writing/b-post", "writing/a-post", "writing/empty", "de/writing/ein-text"]) {
        mkdirSync(join(publicDir, dir), { recursive: true });
      }
      for (const file of ["writing/a-post/index.html", "writing/b-post/index.html", "de/writing/ein-text/index.html"]) {
        writeFileSync(join(publicDir, file), "");
      }
      expect(builtPages(publicDir, "404.html")).toEqual(["404.html"]);
      expect(builtPages(publicDir, "writing/*/index.html")).toEqual([
        "writing/a-post/index.html",
        "writing/b-post/index.html",
      ]);
      expect(languageCopies(publicDir, "writing/*/index.html")).toEqual(["de/writing/ein-text/index.html"]);
      expect(builtPages(publicDir, "notes/*/index.html")).toEqual([]);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
