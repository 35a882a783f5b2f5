import React from "react";
import { render, screen } from "@testing-library/react";
import { useMediaQuery } from "./use-media-query";
import { ViewWindowProvider } from "./view-window";

function Wide() {
  return <p>{useMediaQuery("(min-width: 1024px)") ? "wide" : "narrow"}</p>;
}

/** A frame's window as far as media queries go: every query answered `matches`. */
const frameWhere = (matches: boolean) =>
  ({
    matchMedia: () => ({ matches, addEventListener: () => undefined, removeEventListener: () => undefined }),
  }) as unknown as Window;

describe("ViewWindowProvider", () => {
  it("has media queries ask the frame's window, not the page's", () => {
    window.matchMedia = jest.fn(
      () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as never,
    );
    render(<Wide />);
    expect(screen.getByText("narrow")).toBeInTheDocument();
    render(
      <ViewWindowProvider view={frameWhere(true)}>
        <Wide />
      </ViewWindowProvider>,
    );
    expect(screen.getByText("wide")).toBeInTheDocument();
  });
});
