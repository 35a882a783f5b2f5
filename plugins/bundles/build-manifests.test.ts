/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { KEPT_WEBPACK_STATS, withdrawBuildManifests } from "./build-manifests";

const BUILT = [
  "index.html",
  "app-7f24e5b253eb7f430bc1.js",
  "app-7f24e5b253eb7f430bc1.js.map",
  "app-7f24e5b253eb7f430bc1.js.LICENSE.txt",
  "styles.500c47a6d93194a61bd2.css.map",
  "webpack.stats.json",
  "chunk-map.json",
  "page-data/app-data.json",
  "static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg",
];

describe("withdrawBuildManifests", () => {
  let projectDir: string;
  const publicDir = () => join(projectDir, "public");
  beforeEach(() => {
    projectDir = mkdtempSync(join(tmpdir(), "project-"));
    for (const file of BUILT) {
      mkdirSync(dirname(join(publicDir(), file)), { recursive: true });
      writeFileSync(join(publicDir(), file), file === "webpack.stats.json" ? '{"namedChunkGroups":{}}' : "");
    }
  });
  const read = (file: string) => readFileSync(join(publicDir(), file), "utf8");
  afterEach(() => rmSync(projectDir, { recursive: true, force: true }));

  it("keeps the webpack stats in .cache/ and deletes the chunk map and the source maps", () => {
    expect(withdrawBuildManifests(projectDir)).toEqual([
      "app-7f24e5b253eb7f430bc1.js.map",
      "chunk-map.json",
      "styles.500c47a6d93194a61bd2.css.map",
      "webpack.stats.json",
    ]);
    expect(readFileSync(join(projectDir, KEPT_WEBPACK_STATS), "utf8")).toBe('{"namedChunkGroups":{}}');
    const left = BUILT.filter((file) => existsSync(join(publicDir(), file)));
    expect(left).toEqual([
      "index.html",
      "app-7f24e5b253eb7f430bc1.js",
      "app-7f24e5b253eb7f430bc1.js.LICENSE.txt",
      "page-data/app-data.json",
      "static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg",
    ]);
  });

  it("strips the comments that name a source map from bundles and styles", () => {
    writeFileSync(
      join(publicDir(), "old-0123456789abcdef0123.js"),
      "run();\n//# sourceMappingURL=old-0123456789abcdef0123.js.map",
    );
    writeFileSync(join(publicDir(), "old.css"), "p{}\n/*# sourceMappingURL=old.css.map */\n");
    writeFileSync(join(publicDir(), "note.js"), "// a sourceMappingURL= in the middle stays\nrun();");
    expect(withdrawBuildManifests(projectDir)).toEqual(
      expect.arrayContaining(["old-0123456789abcdef0123.js", "old.css"]),
    );
    expect(read("old-0123456789abcdef0123.js")).toBe("run();");
    expect(read("old.css")).toBe("p{}");
    expect(read("note.js")).toBe("// a sourceMappingURL= in the middle stays\nrun();");
  });

  it("has nothing to do on a build without them", () => {
    withdrawBuildManifests(projectDir);
    expect(withdrawBuildManifests(projectDir)).toEqual([]);
    expect(existsSync(join(projectDir, KEPT_WEBPACK_STATS))).toBe(true);
  });
});
