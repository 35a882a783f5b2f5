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
  it("renders the text unchanged, each compound and each word before a dash in a span that does not wrap", () => {
    const text = "Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven";
    const paragraph = rendered(text);
    expect(paragraph.textContent).toBe(text);
    const kept = Array.from(paragraph.querySelectorAll("span.whitespace-nowrap"));
    expect(kept.map((span) => span.textContent)).toEqual(["Builder -", "Hands-On,", "Impact-Driven"]);
  });

  it("keeps the last two words together in one inline block", () => {
    const paragraph = rendered("Have an idea worth testing? Let’s prototype it.");
    const lastWords = paragraph.querySelector("span.inline-block");
    expect(lastWords).toHaveTextContent("prototype it.");
    expect(lastWords).toHaveClass("max-w-full");
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
