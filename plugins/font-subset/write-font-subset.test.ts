/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFontSubset } from "./write-font-subset";

const projectDir = join(__dirname, "../..");

describe("writeFontSubset", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "font-subset-"));
    mkdirSync(join(publicDir, "page-data/index"), { recursive: true });
    writeFileSync(join(publicDir, "index.html"), "<html><head></head><body><h1>Zoë &amp; Co</h1></body></html>");
    writeFileSync(join(publicDir, "page-data/index/page-data.json"), JSON.stringify({ result: { answer: "Grüß" } }));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("cuts the full face to the pages' and page data's characters and the digits, under a content hash", async () => {
    const subset = await writeFontSubset(projectDir, publicDir);
    expect(subset.unicodeRange).toBe(
      "U+0020, U+0026, U+0030-0039, U+0043, U+0047, U+005A, U+006F, U+0072, U+00DF, U+00EB, U+00FC",
    );
    expect(subset.href).toMatch(/^\/static\/inter-page-[0-9a-f]{20}\.woff2$/);
    const file = readFileSync(join(publicDir, subset.href));
    expect(file.subarray(0, 4).toString()).toBe("wOF2");
    expect(file.length).toBe(subset.bytes);
    expect(subset.bytes).toBeLessThan(subset.fullBytes / 2);
  });
});
