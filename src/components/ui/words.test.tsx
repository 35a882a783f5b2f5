import React from "react";
import { render } from "@testing-library/react";
import { Words } from "./words";

const rendered = (text: string, prose = false) =>
  render(
    <p>
      <Words text={text} prose={prose} />
    </p>,
  ).container.querySelector("p")!;

describe("Words", () => {
  it("renders the text unchanged, each hyphenated compound in a span that does not wrap", () => {
    const text = "Fast, Hands-On, Impact-Driven work for small teams";
    const paragraph = rendered(text);
    expect(paragraph.textContent).toBe(text);
    const kept = Array.from(paragraph.querySelectorAll("span.whitespace-nowrap"));
    expect(kept.map((span) => span.textContent)).toEqual(["Hands-On,", "Impact-Driven"]);
  });

  it("outside prose, makes each clause an inline block, so a line breaks between clauses first", () => {
    const text = "Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven";
    const paragraph = rendered(text);
    expect(paragraph.textContent).toBe(text);
    const clauses = Array.from(paragraph.children).filter((child) => child.matches("span.inline-block.max-w-full"));
    expect(clauses.map((clause) => clause.textContent)).toEqual([
      "Entrepreneurial Product Builder -",
      "Fast, Hands-On, Impact-Driven",
    ]);
    // In prose the only kept run is the last two words.
    const prose = rendered(text, true);
    expect(prose.querySelectorAll(":scope > span.inline-block")).toHaveLength(0);
    expect(prose.querySelector(":scope > span.last-words")).toHaveTextContent("Hands-On, Impact-Driven");
  });

  it("sets a line of phrases with each comma-parted phrase as a clause, and others at their dashes alone", () => {
    const text = "Building fast, failing smart, learning faster.";
    const line = render(
      <p>
        <Words text={text} phrases />
      </p>,
    ).container.querySelector("p")!;
    expect(line.textContent).toBe(text);
    const clauses = Array.from(line.querySelectorAll(":scope > span.inline-block"), (clause) => clause.textContent);
    expect(clauses).toEqual(["Building fast,", "failing smart,", "learning faster."]);
    expect(rendered(text).querySelectorAll(":scope > span.inline-block")).toHaveLength(0);
  });

  it("marks the last two words to be kept together", () => {
    const paragraph = rendered("Have an idea worth testing? It will be very quick.", true);
    expect(paragraph.querySelector("span.last-words")).toHaveTextContent(/^very quick\.$/);
  });

  it("in prose, ends the sentence before a closing one kept whole on its last two words too", () => {
    const text = "Eine Idee, die einen Test verdient? Bauen wir den Prototyp.";
    const paragraph = rendered(text, true);
    expect(paragraph.textContent).toBe(text);
    expect(Array.from(paragraph.querySelectorAll("span.last-words"), (words) => words.textContent)).toEqual([
      "Test verdient?",
      "Bauen wir den Prototyp.",
    ]);
    // A closing sentence that is not kept whole leaves the one before it as it is.
    const longer = rendered("Eine Idee? Bauen wir den ersten Prototyp gemeinsam.", true);
    expect(Array.from(longer.querySelectorAll("span.last-words"), (words) => words.textContent)).toEqual([
      "Prototyp gemeinsam.",
    ]);
  });

  it("keeps the space at a clause-split text's edges outside its clauses, where a block would drop it", () => {
    const part = rendered(" Ana Novak. All rights reserved. ");
    const clauses = Array.from(part.querySelectorAll(":scope > span.inline-block"), (clause) => clause.textContent);
    expect(clauses).toEqual(["Ana Novak.", "All rights reserved."]);
    expect(part.textContent).toBe(" Ana Novak. All rights reserved. ");
  });

  it("outside prose, sets each sentence as a clause of its own, with its own last words", () => {
    const tagline = rendered("Have an idea worth testing? Let’s prototype it.");
    const clauses = tagline.querySelectorAll(":scope > span.inline-block");
    expect(Array.from(clauses, (clause) => clause.textContent)).toEqual([
      "Have an idea worth testing?",
      "Let’s prototype it.",
    ]);
    expect(Array.from(tagline.querySelectorAll("span.last-words"), (words) => words.textContent)).toEqual([
      "worth testing?",
      "prototype it.",
    ]);
    expect(tagline).toHaveTextContent("Have an idea worth testing? Let’s prototype it.");
  });

  it("in prose, lets compounds wrap but still keeps a word with its dash", () => {
    const text = "Strategie trifft Hands-on-Arbeit – in kleinen, schnellen Teams mit Wirkung.";
    const paragraph = rendered(text, true);
    expect(paragraph.textContent).toBe(text);
    const kept = Array.from(paragraph.querySelectorAll("span.whitespace-nowrap"));
    expect(kept.map((span) => span.textContent)).toEqual(["Hands-on-Arbeit –"]);
  });

  it("renders a single word as it is", () => {
    const paragraph = rendered("Contact");
    expect(paragraph.innerHTML).toBe("Contact");
  });
});
