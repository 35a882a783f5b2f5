import React from "react";
import { render } from "@testing-library/react";
import { PhotoDeck } from "./photo-still";

describe("PhotoDeck", () => {
  it("draws the backs farthest first, so the nearer lies over the other, each in its tint or untinted", () => {
    const { container } = render(
      <PhotoDeck backs={[undefined, "#123456"]}>
        <span data-testid="front" />
      </PhotoDeck>,
    );
    const [far, near] = Array.from(container.querySelectorAll<HTMLElement>("[data-deck-back]"));
    expect(far!.style.getPropertyValue("--deck-back")).toBe("");
    expect(near!.style.getPropertyValue("--deck-back")).toBe("#123456");
    // Positioned siblings without a z-index paint in the order they come: the nearer after the farther.
    expect(far!.compareDocumentPosition(near!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(near!.style.zIndex).toBe("");
  });
});
