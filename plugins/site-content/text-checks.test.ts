import { textProblem } from "./text-checks";

const LINE = { maxLength: 20 };
const MULTILINE = { maxLength: 200, multiline: true };

describe("textProblem", () => {
  it.each(["Vienna", "Zoë Łukasiewicz & Co", "Prototype → Feedback", "👋 Hi", "a\u00ADb"])("accepts %j", (text) => {
    expect(textProblem(text, LINE)).toBeUndefined();
  });

  it.each([
    ["", "must not be empty"],
    ["   \t ", "must not be empty"],
    ["\u200B\u200B", "holds only invisible characters; write visible text"],
    ["\u00A0\u2800\u3164\uFEFF", "holds only invisible characters; write visible text"],
    ["Tab\there", "must not contain control characters (found a tab at character 4)"],
    ["Two\nlines", "must not contain control characters (found a line break at character 4)"],
    ["Bell\u0007", "must not contain control characters (found U+0007 at character 5)"],
    ["C1 \u0085 next line", "must not contain control characters (found U+0085 at character 4)"],
    ["x".repeat(21), "must be at most 20 characters long (found 21)"],
  ])("rejects %j: %s", (text, problem) => {
    expect(textProblem(text, LINE)).toBe(problem);
  });

  it("counts characters as a reader does, so an emoji is one", () => {
    expect(textProblem("👋".repeat(20), LINE)).toBeUndefined();
  });

  it("lets a multi-line field keep its line breaks, but no other control character", () => {
    expect(textProblem("Hi Alex,\n\nBest regards,\r\n", MULTILINE)).toBeUndefined();
    expect(textProblem("Hi\u0000Alex", MULTILINE)).toBe(
      "must not contain control characters (found U+0000 at character 3)",
    );
  });
});
