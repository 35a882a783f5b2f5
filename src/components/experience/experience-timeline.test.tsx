import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OutOfViewIntersectionObserver } from "../../test-utils/intersection-observer";
import { installMatchMediaStub } from "../../test-utils/match-media";
import { installResizeObserverStub } from "../../test-utils/resize-observer";
import { ExperienceTimeline } from "./experience-timeline";
import { wholeText } from "../../test-utils/whole-text";

const entries = [
  {
    title: "Founder",
    company: "Brightloop",
    period: "2024 – Present",
    achievements: ["Launched three products"],
    logo: { publicURL: "/static/brightloop.svg" },
  },
  {
    title: "Consultant",
    company: "Ringstrasse Consulting",
    period: "2021 – 2022",
    achievements: ["Led market-entry studies"],
    logo: null,
  },
];

/** Renders the timeline once its scroll area's own chunk has loaded, as on a page. */
async function renderTimeline(shown: readonly (typeof entries)[number][] = entries) {
  const view = render(<ExperienceTimeline entries={shown} />);
  await waitFor(() => expect(view.container.querySelector("[data-radix-scroll-area-viewport]")).not.toBeNull());
  return view;
}

describe("ExperienceTimeline", () => {
  beforeEach(() => {
    installMatchMediaStub();
    globalThis.IntersectionObserver = OutOfViewIntersectionObserver;
    installResizeObserverStub();
  });

  it("lists each entry with title, company, period and achievements", async () => {
    await renderTimeline();
    expect(screen.getByRole("heading", { name: "Founder" })).toBeInTheDocument();
    expect(screen.getByText("Ringstrasse Consulting")).toBeInTheDocument();
    expect(screen.getByText("2021 – 2022")).toBeInTheDocument();
    expect(screen.getByText(wholeText("Led market-entry studies"))).toBeInTheDocument();
  });

  it("carries a note for the eye that shows the earlier roles below, which the page's CSS shows by scroll position", async () => {
    await renderTimeline();
    const note = screen.getByTestId("more-roles");
    expect(note).toHaveAttribute("aria-hidden", "true");
    expect(note).toHaveTextContent("Show earlier roles");
    expect(note).toHaveClass("scroll-more");
    expect(note.closest(".scroll-more-scope")).toContainElement(note.parentElement!.querySelector(".scroll-fade"));
  });

  it("shows the logo, or the fallback icon when an entry has none", async () => {
    const { container } = await renderTimeline();
    const [withLogo, withoutLogo] = screen.getAllByRole("button", { name: /^Highlight / });
    expect(withLogo?.querySelector("img")).toHaveAttribute("src", "/static/brightloop.svg");
    expect(withoutLogo?.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("[data-logo-fallback]")).toHaveLength(1);
  });

  it("joins each entry to the next, and leaves no line dangling after the last", async () => {
    const { container } = await renderTimeline();
    const [first, last] = screen.getAllByRole("listitem").filter((item) => item.hasAttribute("data-reveal"));
    expect(first?.querySelectorAll("[data-timeline-line]")).toHaveLength(1);
    expect(last?.querySelectorAll("[data-timeline-line]")).toHaveLength(0);
    expect(container.querySelectorAll("[data-timeline-line]")).toHaveLength(entries.length - 1);
  });

  it("lists two achievements that read the same", async () => {
    const consoleError = jest.spyOn(console, "error");
    await renderTimeline([{ ...entries[1]!, achievements: ["Ran workshops", "Ran workshops"] }]);
    expect(screen.getAllByText("Ran workshops")).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("has no connecting line at all with a single entry", async () => {
    const { container } = await renderTimeline(entries.slice(1));
    expect(screen.getByRole("heading", { name: "Consultant" })).toBeInTheDocument();
    expect(container.querySelector("[data-timeline-line]")).toBeNull();
  });

  it("highlights one clicked logo at a time and un-highlights on a second click", async () => {
    await renderTimeline();
    const first = screen.getByRole("button", { name: "Highlight Brightloop" });
    const second = screen.getByRole("button", { name: "Highlight Ringstrasse Consulting" });
    expect(first).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(second);
    expect(second).toHaveAttribute("aria-pressed", "true");
    expect(first).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(second);
    expect(second).toHaveAttribute("aria-pressed", "false");
  });
});
