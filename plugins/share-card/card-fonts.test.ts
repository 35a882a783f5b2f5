/** @jest-environment node */
import { join } from "node:path";
import { loadCardFonts, unicodeRangeTest } from "./card-fonts";

const projectDir = join(__dirname, "../..");

const faceNames = (faces: readonly { name: string }[]) => [...new Set(faces.map(({ name }) => name))];

describe("loadCardFonts", () => {
  jest.setTimeout(30_000);

  it("reads only the site's own face for a text it holds", async () => {
    const fonts = await loadCardFonts(projectDir, "Jane Doe · Vienna, Austria · example.com…");
    expect(faceNames(fonts.faces)).toEqual(["Inter"]);
  });

  it("draws Han in the Japanese face where the text has kana, in the Chinese one where it has none", async () => {
    const japanese = faceNames((await loadCardFonts(projectDir, "山田たろう")).faces);
    const chinese = faceNames((await loadCardFonts(projectDir, "王小明")).faces);
    expect(japanese.slice(1).every((name) => name.startsWith("Noto Sans JP"))).toBe(true);
    expect(chinese.slice(1).every((name) => name.startsWith("Noto Sans SC"))).toBe(true);
  });

  it("names the face of an emoji for satori, and leaves the text around it to the first face", async () => {
    const fonts = await loadCardFonts(projectDir, "Hi 🚀 there");
    const runs = fonts.runs("Hi 🚀 there");
    expect(runs.map(({ text }) => text)).toEqual(["Hi ", "🚀", " there"]);
    expect([runs[0]!.face, runs[1]!.face?.startsWith("Noto Emoji"), runs[2]!.face]).toEqual([
      undefined,
      true,
      undefined,
    ]);
  });

  it("measures an emoji sequence as the one glyph it is drawn as", async () => {
    const measure = (await loadCardFonts(projectDir, "👩‍💻👩")).measure(400);
    expect(measure("👩‍💻", 100)).toBeGreaterThan(50);
    expect(measure("👩‍💻", 100)).toBeCloseTo(measure("👩", 100), 0);
  });

  it("tells the characters no face holds, each once, and nothing it can draw", async () => {
    const fonts = await loadCardFonts(projectDir, "Z̶͓̤ \u0378 ليلى \u{10FFFD}\u0378");
    expect(fonts.undrawable("Z̶͓̤ \u0378 ليلى \u{10FFFD}\u0378")).toEqual(["\u0378", "\u{10FFFD}"]);
    expect(fonts.undrawable("Z̶͓̤ ليلى")).toEqual([]);
  });
});

describe("unicodeRangeTest", () => {
  it("reads single code points, spans and wildcards", () => {
    const covers = unicodeRangeTest("U+0000-00FF, U+0131,U+4??");
    expect([0x41, 0xff, 0x131, 0x400, 0x4ff].every(covers)).toBe(true);
    expect([0x100, 0x132, 0x500].some(covers)).toBe(false);
  });
});
