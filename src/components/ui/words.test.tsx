import React from "react";
import { render } from "@testing-library/react";
import { UnbrokenCompounds } from "./unbroken-compounds";

describe("UnbrokenCompounds", () => {
  it("renders the text unchanged, with each compound and each word before a dash in a span that does not wrap", () => {
    const text = "Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven";
    const { container } = render(
      <p>
        <UnbrokenCompounds text={text} />
      </p>,
    );
    const paragraph = container.querySelector("p")!;
    expect(paragraph.textContent).toBe(text);
    const kept = Array.from(paragraph.querySelectorAll("span"));
    expect(kept.map((span) => span.textContent)).toEqual(["Builder -", "Hands-On,", "Impact-Driven"]);
    for (const span of kept) expect(span).toHaveClass("whitespace-nowrap");
  });
});
