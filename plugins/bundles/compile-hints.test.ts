/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Gatsby's own webpack, the one the build runs the plugin in.
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin, startupScripts } from "./compile-hints";

describe("startupScripts", () => {
  it("takes the entry's and every page component's scripts, once each, and leaves on-demand chunks out", () => {
    const groups = {
      app: ["webpack-runtime-1.js", "framework-2.js", "styles.3.css", "app-4.js"],
      "component---src-pages-index-tsx": ["styles.3.css", "commons-5.js", "component---src-pages-index-tsx-6.js"],
      "component---src-pages-404-tsx": ["commons-5.js", "component---src-pages-404-tsx-7.js"],
      "react-slick": ["react-slick-8.js"],
      supabase: ["6e8d85aa-9.js", "supabase-10.js"],
      "scroll-area": ["framework-2.js", "scroll-area-11.js"],
    };
    expect(startupScripts(groups)).toEqual([
      "app-4.js",
      "commons-5.js",
      "component---src-pages-404-tsx-7.js",
      "component---src-pages-index-tsx-6.js",
      "framework-2.js",
      "webpack-runtime-1.js",
    ]);
  });
});

describe("CompileHintsPlugin in a production webpack build", () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
    writeFileSync(
      join(dir, "entry.js"),
      `import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./page").then((page) => page.start());\n` +
        `window.later = () => import(/* webpackChunkName: "react-slick" */ "./on-demand");\n`,
    );
    writeFileSync(join(dir, "page.js"), `export function start() { document.title = "started"; }\n`);
    writeFileSync(join(dir, "on-demand.js"), `export function slide() { return "slid"; }\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Builds the fixture as Gatsby names its files, and returns file name → content. */
  const build = (out: string, plugins: webpack.WebpackPluginInstance[]) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      webpack(
        {
          mode: "production",
          context: dir,
          entry: { app: "./entry.js" },
          output: {
            path: join(dir, out),
            filename: "[name]-[contenthash].js",
            chunkFilename: "[name]-[contenthash].js",
          },
          optimization: { runtimeChunk: { name: "webpack-runtime" } },
          plugins,
        },
        (error, stats) => {
          if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString("errors-only")));
          const files = readdirSync(join(dir, out));
          resolve(Object.fromEntries(files.map((file) => [file, readFileSync(join(dir, out, file), "utf8")])));
        },
      );
    });

  it("puts the hint on the first line of the startup scripts only, after minification, and hashes what it wrote", async () => {
    const plain = await build("plain", []);
    const hinted = await build("hinted", [new CompileHintsPlugin()]);
    const byPrefix = (files: Record<string, string>, prefix: string) =>
      Object.entries(files).find(([file]) => file.startsWith(prefix)) ?? ["", ""];

    for (const prefix of ["app-", "component---src-pages-index-tsx-"]) {
      const [file, content] = byPrefix(hinted, prefix);
      const [plainFile, plainContent] = byPrefix(plain, prefix);
      expect(content.split("\n")[0]).toBe(COMPILE_HINT);
      // The rest is the minified file as it was, and the name's hash follows the new content.
      expect(content.slice(COMPILE_HINT.length + 1)).toBe(plainContent);
      expect(file).not.toBe(plainFile);
    }
    // The runtime is hinted too, and asks for the page's chunk by its new name.
    const [, runtime] = byPrefix(hinted, "webpack-runtime-");
    const [pageFile] = byPrefix(hinted, "component---src-pages-index-tsx-");
    expect(runtime.split("\n")[0]).toBe(COMPILE_HINT);
    expect(runtime).toContain(pageFile.slice("component---src-pages-index-tsx-".length, -".js".length));
    const [onDemandFile, onDemand] = byPrefix(hinted, "react-slick-");
    expect(onDemand).not.toContain(COMPILE_HINT);
    expect(onDemandFile).toBe(byPrefix(plain, "react-slick-")[0]);
  }, 30_000);
});
