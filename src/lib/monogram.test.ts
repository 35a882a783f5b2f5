import { MONOGRAM_COLOURS, monogram } from "./monogram";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe("monogram", () => {
  it("takes the first letter, upper-cased, also of a name with diacritics", () => {
    expect(monogram("Ringstrasse Consulting").letter).toBe("R");
    expect(monogram("  émile & Söhne").letter).toBe("É");
  });

  it("gives the same company the same colour every time", () => {
    expect(monogram("Prater Audit").colour).toBe(monogram("Prater Audit").colour);
  });

  it("spreads different names over the palette", () => {
    const names = [
      "Alpenbank",
      "Brightloop",
      "Donau Venture Studio",
      "Kahlenberg Partners",
      "Prater Audit",
      "Ringstrasse",
    ];
    expect(new Set(names.map((name) => monogram(name).colour)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(MONOGRAM_COLOURS)("keeps white letters readable on %s (at least 4.5:1)", (colour) => {
    expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it("has a mark for an empty name", () => {
    expect(monogram("  ").letter).toBe("?");
  });
});
