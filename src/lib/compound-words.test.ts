import { bindDashes, splitCompounds } from "./compound-words";

describe("splitCompounds", () => {
  it("marks each hyphenated compound, with its punctuation, and leaves the rest as it is", () => {
    expect(splitCompounds("Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven")).toEqual([
      { text: "Entrepreneurial Product ", compound: false },
      { text: "Builder -", compound: true },
      { text: " Fast, ", compound: false },
      { text: "Hands-On,", compound: true },
      { text: " ", compound: false },
      { text: "Impact-Driven", compound: true },
    ]);
  });

  it("binds a dash between words to the word before it, so no line starts with the dash", () => {
    expect(splitCompounds("Coffee or a call anywhere – I'm in. One — two")).toEqual([
      { text: "Coffee or a call ", compound: false },
      { text: "anywhere –", compound: true },
      { text: " I'm in. ", compound: false },
      { text: "One —", compound: true },
      { text: " two", compound: false },
    ]);
  });

  it("leaves a leading minus, a trailing dash and a dash across a line break alone", () => {
    expect(splitCompounds("-5 degrees and -")).toEqual([{ text: "-5 degrees and -", compound: false }]);
    expect(splitCompounds("first\n- item")).toEqual([{ text: "first\n- item", compound: false }]);
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

describe("bindDashes", () => {
  it("puts a no-break space between a word and the spaced dash after it, and changes nothing else", () => {
    expect(bindDashes("Shipped in six weeks - then scaled it – twice — fast")).toBe(
      "Shipped in six weeks\u00a0- then scaled it\u00a0– twice\u00a0— fast",
    );
    expect(bindDashes("Hands-On, Impact-Driven")).toBe("Hands-On, Impact-Driven");
  });

  it("leaves a leading minus, a trailing dash, a line's first dash and a dash with no space after it alone", () => {
    for (const text of ["-5 degrees", "and then -", "first\n- item", "2019 -2021", "- item"]) {
      expect(bindDashes(text)).toBe(text);
    }
  });

  it("binds across several spaces with one no-break space", () => {
    expect(bindDashes("word   - next")).toBe("word\u00a0- next");
  });
});
