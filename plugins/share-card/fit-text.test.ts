import { fitText, graphemes, wrapText, type Measure } from "./fit-text";

/** Every character is half as wide as the size: "abcd" at 10 px is 20 px. */
const measure: Measure = (text, size) => Array.from(text).length * size * 0.5;

describe("wrapText", () => {
  it("puts as many words on a line as fit", () => {
    expect(wrapText("aaa bbb ccc ddd", 40, 10, measure)).toEqual(["aaa bbb", "ccc ddd"]);
  });

  it("breaks a word wider than the line into pieces that fit", () => {
    expect(wrapText("abcdefghijkl", 30, 10, measure)).toEqual(["abcdef", "ghijkl"]);
  });

  it("counts a character beyond the basic plane as one", () => {
    expect(wrapText("Nguyễn 𝒳𝒳", 30, 10, measure)).toEqual(["Nguyễn", "𝒳𝒳"]);
  });
});

describe("fitText", () => {
  const sizes = [20, 15, 10];

  it("keeps the largest size at which the text fits its lines", () => {
    expect(fitText("aaaa bbbb", { maxWidth: 50, maxLines: 2, sizes, measure })).toEqual({
      size: 20,
      lines: ["aaaa", "bbbb"],
      truncated: false,
    });
    expect(fitText("aaaa bbbb cccc", { maxWidth: 50, maxLines: 2, sizes, measure })).toEqual({
      size: 10,
      lines: ["aaaa bbbb", "cccc"],
      truncated: false,
    });
  });

  it("takes a smaller size when more lines at a larger one would be too tall together", () => {
    const options = { maxWidth: 50, maxLines: 3, sizes, measure };
    expect(fitText("aaaa bbbb cccc", options).size).toBe(20);
    expect(fitText("aaaa bbbb cccc", { ...options, maxHeight: 40, lineHeight: 1 })).toEqual({
      size: 10,
      lines: ["aaaa bbbb", "cccc"],
      truncated: false,
    });
  });

  it("cuts what even the smallest size cannot hold, ending in an ellipsis within the width", () => {
    const fitted = fitText("word ".repeat(40), { maxWidth: 60, maxLines: 2, sizes, measure });
    expect(fitted.size).toBe(10);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(60);
  });

  it("needs at least one size", () => {
    expect(() => fitText("a", { maxWidth: 10, maxLines: 1, sizes: [], measure })).toThrow("at least one size");
  });
});

describe("graphemes", () => {
  it("keeps a letter with its accents and an emoji sequence whole", () => {
    expect(graphemes("e\u0301Z̶͓̤👩‍💻🇦🇹")).toEqual(["e\u0301", "Z̶͓̤", "👩‍💻", "🇦🇹"]);
  });

  it("lets a long word break only between graphemes", () => {
    // Each "é" is written as "e" and a combining accent: two characters 5 px wide each, one grapheme.
    const accented = "e\u0301";
    expect(wrapText(accented.repeat(4), 25, 10, measure)).toEqual([accented.repeat(2), accented.repeat(2)]);
  });
});
