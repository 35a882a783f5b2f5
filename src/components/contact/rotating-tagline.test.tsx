import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { InViewIntersectionObserver, manualIntersectionObserver } from "../../test-utils/intersection-observer";
import { RotatingTagline } from "./rotating-tagline";

const PHRASES = ["First phrase", "Second phrase", "Third phrase", "Fourth phrase"];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  globalThis.IntersectionObserver = InViewIntersectionObserver;
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The phrase a visitor sees: the others are hidden from sight and from assistive technology. */
function shownPhrases() {
  return PHRASES.filter((phrase) => !screen.getByText(phrase).hasAttribute("aria-hidden"));
}

describe("RotatingTagline", () => {
  it("shows one phrase at a time and advances every 3000 ms through all four, then wraps", () => {
    render(<RotatingTagline phrases={PHRASES} />);
    expect(shownPhrases()).toEqual(["First phrase"]);
    advance(2999);
    expect(shownPhrases()).toEqual(["First phrase"]);
    advance(1);
    expect(shownPhrases()).toEqual(["Second phrase"]);
    advance(3000);
    expect(shownPhrases()).toEqual(["Third phrase"]);
    advance(3000);
    expect(shownPhrases()).toEqual(["Fourth phrase"]);
    advance(3000);
    expect(shownPhrases()).toEqual(["First phrase"]);
  });

  it("keeps the keyboard's focus on the pause button when a change lands just as the focus arrives", () => {
    render(<RotatingTagline phrases={PHRASES} />);
    advance(2999);
    // One batch for both, as when the timer fires before the focus has paused the rotation.
    act(() => {
      screen.getByRole("button", { name: "Pause rotating tagline" }).focus();
      jest.advanceTimersByTime(1);
    });
    expect(shownPhrases()).toEqual(["Second phrase"]);
    expect(screen.getByRole("button", { name: "Pause rotating tagline" })).toHaveFocus();
    advance(6000);
    expect(shownPhrases()).toEqual(["Second phrase"]);
  });

  it("pauses while hovered and resumes with a full interval after the pointer leaves", () => {
    const { container } = render(<RotatingTagline phrases={PHRASES} />);
    const area = container.firstElementChild!;
    advance(2000);
    fireEvent.pointerEnter(area);
    advance(10_000);
    expect(shownPhrases()).toEqual(["First phrase"]);
    fireEvent.pointerLeave(area);
    advance(2999);
    expect(shownPhrases()).toEqual(["First phrase"]);
    advance(1);
    expect(shownPhrases()).toEqual(["Second phrase"]);
  });

  it("pauses while its control has focus", () => {
    render(<RotatingTagline phrases={PHRASES} />);
    const control = screen.getByRole("button", { name: "Pause rotating tagline" });
    act(() => control.focus());
    advance(9000);
    expect(shownPhrases()).toEqual(["First phrase"]);
    act(() => control.blur());
    advance(3000);
    expect(shownPhrases()).toEqual(["Second phrase"]);
  });

  it("stops for good with the pause button and resumes with the play button", () => {
    render(<RotatingTagline phrases={PHRASES} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause rotating tagline" }));
    advance(10_000);
    expect(shownPhrases()).toEqual(["First phrase"]);
    fireEvent.click(screen.getByRole("button", { name: "Resume rotating tagline" }));
    advance(3000);
    expect(shownPhrases()).toEqual(["Second phrase"]);
  });

  it("keeps rotating off screen but swaps phrases at once there, fading only on screen", () => {
    const viewport = manualIntersectionObserver();
    globalThis.IntersectionObserver = viewport.Observer;
    render(<RotatingTagline phrases={PHRASES} />);
    const fades = (phrase: string) => screen.getByText(phrase).classList.contains("transition-none") === false;
    expect(PHRASES.filter(fades)).toEqual([]);
    advance(3000);
    expect(shownPhrases()).toEqual(["Second phrase"]);

    viewport.report(0.1);
    expect(PHRASES.filter(fades)).toEqual(PHRASES);
    advance(3000);
    expect(shownPhrases()).toEqual(["Third phrase"]);

    viewport.report(0);
    expect(PHRASES.filter(fades)).toEqual([]);
    advance(3000);
    expect(shownPhrases()).toEqual(["Fourth phrase"]);
  });

  it("draws each phrase's time round its control on screen while it runs, from the phrase's start", () => {
    const viewport = manualIntersectionObserver();
    globalThis.IntersectionObserver = viewport.Observer;
    const { container } = render(<RotatingTagline phrases={PHRASES} />);
    const timer = () => container.querySelector(".tagline-timer");
    expect(timer()).toBeNull();
    advance(2000);

    // Coming on screen mid-phrase, the phrase starts over with its timer.
    viewport.report(0.1);
    const first = timer();
    expect(first).not.toBeNull();
    expect(first).toHaveAttribute("aria-hidden", "true");
    expect(first).toHaveStyle({ animationDuration: "3000ms" });
    expect(screen.getByRole("button", { name: "Pause rotating tagline" })).toContainElement(first as HTMLElement);
    advance(2999);
    expect(shownPhrases()).toEqual(["First phrase"]);
    expect(timer()).toBe(first);
    advance(1);
    expect(shownPhrases()).toEqual(["Second phrase"]);
    expect(timer()).not.toBeNull();
    expect(timer()).not.toBe(first);

    fireEvent.pointerEnter(container.firstElementChild!);
    expect(timer()).toBeNull();
    fireEvent.pointerLeave(container.firstElementChild!);
    expect(timer()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pause rotating tagline" }));
    expect(timer()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Resume rotating tagline" }));
    expect(timer()).not.toBeNull();
    viewport.report(0);
    expect(timer()).toBeNull();
  });

  it("shows a single phrase still: no timer, no pause button", () => {
    render(<RotatingTagline phrases={["Only phrase"]} />);
    expect(jest.getTimerCount()).toBe(0);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    advance(10_000);
    expect(screen.getByText("Only phrase")).toBeVisible();
  });

  it("rotates through two phrases that read the same", () => {
    const consoleError = jest.spyOn(console, "error");
    render(<RotatingTagline phrases={["Same", "Same"]} />);
    const shown = () => screen.getAllByText("Same").findIndex((phrase) => !phrase.hasAttribute("aria-hidden"));
    expect(shown()).toBe(0);
    advance(3000);
    expect(shown()).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("does not announce every change to screen readers", () => {
    const { container } = render(<RotatingTagline phrases={PHRASES} />);
    expect(container.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");
  });
});
