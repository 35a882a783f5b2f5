import React from "react";
import { render, screen } from "@testing-library/react";
import { InViewIntersectionObserver, manualIntersectionObserver } from "../../test-utils/intersection-observer";
import { AvailabilityBadge } from "./availability-badge";
import { wholeText } from "../../test-utils/whole-text";

afterEach(() => {
  globalThis.IntersectionObserver = InViewIntersectionObserver;
});

it("shows its text, and its dot pings each time the badge comes on screen", () => {
  const viewport = manualIntersectionObserver();
  globalThis.IntersectionObserver = viewport.Observer;
  const { container } = render(<AvailabilityBadge text="Open to new roles" />);
  expect(screen.getByText(wholeText("Open to new roles"))).toBeVisible();
  const ping = container.querySelector("[data-ping]")!;
  expect(ping.closest("[aria-hidden='true']")).not.toBeNull();
  expect(ping).not.toHaveClass("animate-ping-briefly");
  viewport.report(1);
  expect(ping).toHaveClass("animate-ping-briefly");
  viewport.report(0);
  expect(ping).not.toHaveClass("animate-ping-briefly");
});
