import React from "react";
import { render, screen } from "@testing-library/react";
import { REVEAL_OFFSET_PX } from "../../lib/constants";
import { InViewIntersectionObserver, manualIntersectionObserver } from "../../test-utils/intersection-observer";
import { TimelineEntry } from "./timeline-entry";

const entry = {
  title: "Founder",
  company: "Brightloop",
  period: "2024 – Present",
  achievements: ["Launched three products"],
  logo: null,
};

const { Observer: ManualIntersectionObserver, report } = manualIntersectionObserver();

const renderEntry = () =>
  render(
    <ol>
      <TimelineEntry entry={entry} position={0} isLast highlighted={false} onToggleHighlight={() => undefined} />
    </ol>,
  );
/** The entry itself; its achievements are list items too. */
const item = () => screen.getAllByRole("listitem")[0] as HTMLElement;

afterEach(() => {
  globalThis.IntersectionObserver = InViewIntersectionObserver;
});

describe("TimelineEntry reveal", () => {
  // The required reveal threshold, 0.2, as a literal: a test built from the constant would pass a wrong one.
  it("stays hidden below 20 % visibility, reveals at 20 %, and stays revealed", () => {
    globalThis.IntersectionObserver = ManualIntersectionObserver;
    renderEntry();
    expect(item()).toHaveStyle({ opacity: "0", transform: `translateY(${REVEAL_OFFSET_PX}px)` });

    report(0.1);
    expect(item()).toHaveStyle({ opacity: "0" });
    report(0.19);
    expect(item()).toHaveStyle({ opacity: "0" });

    report(0.2);
    expect(item().style.opacity).toBe("");
    expect(item().style.transform).toBe("");

    report(0);
    expect(item().style.opacity).toBe("");
  });

  it("is shown at once when it is already in view", () => {
    renderEntry();
    expect(item().style.opacity).toBe("");
  });
});
