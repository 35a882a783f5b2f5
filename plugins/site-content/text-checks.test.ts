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
    ["Line\u2028separator", "must not contain control characters (found a line break (U+2028) at character 5)"],
    ["Para\u2029graph", "must not contain control characters (found a paragraph break (U+2029) at character 5)"],
    [
      "Alex \ud800 Mustermann",
      "must not contain half of a character (found U+D800 at character 6); retype the character there",
    ],
    [
      "cut emoji \ud83d",
      "must not contain half of a character (found U+D83D at character 11); retype the character there",
    ],
    ["\udc4b turned", "must not contain half of a character (found U+DC4B at character 1); retype the character there"],
  ])("rejects %j: %s", (text, problem) => {
    expect(textProblem(text, LINE)).toBe(problem);
  });

  it("counts characters as a reader does, so an emoji is one", () => {
    expect(textProblem("👋".repeat(20), LINE)).toBeUndefined();
  });

  it("counts the place of a character as a reader does, after an emoji too", () => {
    expect(textProblem("👋\u2028Hi", LINE)).toBe(
      "must not contain control characters (found a line break (U+2028) at character 2)",
    );
  });

  it("refuses half of a character in a multi-line field too", () => {
    expect(textProblem("Hi\n\ud83d", MULTILINE)).toMatch(/^must not contain half of a character \(found U\+D83D/);
  });

  it("lets a multi-line field keep its line breaks, but no other control character", () => {
    expect(textProblem("Hi Alex,\n\nBest regards,\r\n", MULTILINE)).toBeUndefined();
    expect(textProblem("Hi Alex,\u2028Best regards,\u2029", MULTILINE)).toBeUndefined();
    expect(textProblem("Hi\u0000Alex", MULTILINE)).toBe(
      "must not contain control characters (found U+0000 at character 3)",
    );
  });
});
