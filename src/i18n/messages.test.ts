import { GERMAN_MESSAGES } from "./de";
import { ENGLISH_MESSAGES } from "./en";
import { formatMessage, formatMessageParts, placeholdersOf, type MessageKey } from "./messages";

describe("formatMessage", () => {
  it("replaces each placeholder with its value, numbers as text", () => {
    expect(formatMessage("Photo {n} of {count}", { n: 2, count: 5 })).toBe("Photo 2 of 5");
  });

  it("replaces a placeholder every time it stands in the message", () => {
    expect(formatMessage("{name}, {name}!", { name: "Alex" })).toBe("Alex, Alex!");
  });

  it("leaves a placeholder without a value as it is, and ignores values the message does not use", () => {
    expect(formatMessage("Highlight {company} in {year}", { company: "Acme", unused: "x" })).toBe(
      "Highlight Acme in {year}",
    );
  });

  it("puts values in as they are, with no special meaning for $ or braces", () => {
    expect(formatMessage("{name}'s AI", { name: "$& {n} $1" })).toBe("$& {n} $1's AI");
  });

  it("does not take inherited properties for values", () => {
    expect(formatMessage("{toString} {constructor}", {})).toBe("{toString} {constructor}");
  });

  it("keeps text that only looks like a placeholder", () => {
    expect(formatMessage("{} { n } {1st} {n", { n: 1 })).toBe("{} { n } {1st} {n");
  });

  it("returns a message without placeholders unchanged", () => {
    expect(formatMessage("Loading...", { n: 1 })).toBe("Loading...");
  });
});

describe("formatMessageParts", () => {
  const element = { kind: "element" };

  it("sets a value that is not text into the message, joining the text around it", () => {
    expect(formatMessageParts("© {year} {name}. All rights reserved.", { year: element, name: "Alex" })).toEqual([
      "© ",
      element,
      " Alex. All rights reserved.",
    ]);
  });

  it("leaves out empty text at either end and keeps unknown placeholders as text", () => {
    expect(formatMessageParts("{year}{missing}", { year: element })).toEqual([element, "{missing}"]);
  });
});

describe("placeholdersOf", () => {
  it("lists each placeholder once, sorted", () => {
    expect(placeholdersOf("{label}: {n} of {count}, {n}")).toEqual(["count", "label", "n"]);
  });

  it("is empty for a message without placeholders", () => {
    expect(placeholdersOf("Switch to dark mode")).toEqual([]);
  });
});

describe("the message tables", () => {
  const englishKeys = Object.keys(ENGLISH_MESSAGES).sort();

  it("has the same keys in German as in English", () => {
    expect(Object.keys(GERMAN_MESSAGES).sort()).toEqual(englishKeys);
  });

  it.each(englishKeys)("keeps the placeholders of %s in German", (key) => {
    const messageKey = key as MessageKey;
    expect(placeholdersOf(GERMAN_MESSAGES[messageKey])).toEqual(placeholdersOf(ENGLISH_MESSAGES[messageKey]));
  });

  it("has no empty text in either language", () => {
    for (const table of [ENGLISH_MESSAGES, GERMAN_MESSAGES]) {
      expect(Object.entries(table).filter(([, text]) => text.trim() === "")).toEqual([]);
    }
  });

  it("keeps the English texts the page has always shown", () => {
    expect(ENGLISH_MESSAGES["hero.loading"]).toBe("Loading...");
    expect(ENGLISH_MESSAGES["chat.typing"]).toBe("{name}'s AI is typing…");
    expect(ENGLISH_MESSAGES["chat.inputPlaceholder"]).toBe("Ask me anything…");
    expect(ENGLISH_MESSAGES["photoStack.photoOf"]).toBe("Photo {n} of {count}");
  });
});
