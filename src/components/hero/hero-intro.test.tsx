import React from "react";
import { TextEncoder } from "node:util";
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { HeroIntro } from "./hero-intro";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const intro = <HeroIntro name="Test Person" tagline="Builder" subLines={["One.", "Two."]} location="Vienna" />;

describe("HeroIntro", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rotates for a keyboard focus that reached the server's markup before React did", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(intro);
    document.body.append(container);
    container.querySelector<HTMLElement>("[data-hero-intro]")!.focus();
    act(() => {
      hydrateRoot(container, intro);
    });
    act(() => jest.advanceTimersByTime(400));
    expect(container.querySelector("[data-sub-line]")).toHaveTextContent("Two.");
    container.remove();
  });

  it("keeps the longest line's room in an attribute, so the shown line is the only text", () => {
    const lines = ["Short.", "The longest of the three.", "Middling line."];
    const { getByText, container } = render(
      <HeroIntro name="Test Person" tagline="Builder" subLines={lines} location="Vienna" />,
    );
    const subLine = container.querySelector("[data-sub-line]")!;
    expect(subLine).toHaveAttribute("data-reserve", "The longest of the three.");
    expect(subLine).toHaveTextContent(/^Short\.$/);
    expect(getByText("Short.")).toBeVisible();
  });

  it("reserves nothing for a single line, which never changes", () => {
    const { container } = render(
      <HeroIntro name="Test Person" tagline="Builder" subLines={["Only."]} location="Vienna" />,
    );
    expect(container.querySelector("[data-sub-line]")).not.toHaveAttribute("data-reserve");
  });
});
