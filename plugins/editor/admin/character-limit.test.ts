/** @jest-environment node */
import { characterCount } from "./character-limit";

describe("characterCount", () => {
  it("counts as the build does, and says how many are too many", () => {
    expect(characterCount("Hello", 160)).toEqual({ text: "5 / 160", over: 0 });
    expect(characterCount("x".repeat(162), 160)).toEqual({ text: "162 / 160", over: 2 });
    // An emoji is two UTF-16 units, as zod's max() counts it.
    expect(characterCount("👋", 1)).toEqual({ text: "2 / 1", over: 1 });
    expect(characterCount(undefined, 10)).toEqual({ text: "0 / 10", over: 0 });
  });
});
