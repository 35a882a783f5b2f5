import React from "react";
import { render } from "@testing-library/react";
import { PhotoDeck } from "./photo-still";

describe("PhotoDeck", () => {
  it("tints each back with its colour, the nearest lying over the other, and leaves one without a colour untinted", () => {
    const { container } = render(
      <PhotoDeck backs={["#123456", undefined]}>
        <span />
      </PhotoDeck>,
    );
    const [near, far] = Array.from(container.querySelectorAll<HTMLElement>("[data-deck-back]"));
    expect(near!.style.getPropertyValue("--deck-back")).toBe("#123456");
    expect(Number(near!.style.zIndex)).toBeGreaterThan(Number(far!.style.zIndex));
    expect(far!.style.getPropertyValue("--deck-back")).toBe("");
  });
});
