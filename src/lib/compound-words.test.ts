import { splitCompounds } from "./compound-words";

describe("splitCompounds", () => {
  it("marks each hyphenated compound, with its punctuation, and leaves the rest as it is", () => {
    expect(splitCompounds("Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven")).toEqual([
      { text: "Entrepreneurial Product Builder - Fast, ", compound: false },
      { text: "Hands-On,", compound: true },
      { text: " ", compound: false },
      { text: "Impact-Driven", compound: true },
    ]);
  });

  it("does not treat a spaced dash or a leading minus as a compound", () => {
    expect(splitCompounds("Fast - and -5 degrees")).toEqual([{ text: "Fast - and -5 degrees", compound: false }]);
  });

  it("keeps compounds of several parts and of other scripts whole", () => {
    expect(splitCompounds("state-of-the-art Wien-Süd")).toEqual([
      { text: "state-of-the-art", compound: true },
      { text: " ", compound: false },
      { text: "Wien-Süd", compound: true },
    ]);
  });

  it("joins back to the text unchanged", () => {
    const text = "Prototype → Feedback → Iterate. Hands-On, x-1 – ok";
    expect(
      splitCompounds(text)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
  });

  it("returns nothing for empty text", () => {
    expect(splitCompounds("")).toEqual([]);
  });
});
