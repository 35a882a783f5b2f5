import React from "react";
import { TextEncoder } from "node:util";
import { act } from "@testing-library/react";
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
});
