import React from "react";
import { act, fireEvent, render as rtlRender, screen } from "@testing-library/react";
import type { HeroContent } from "../../lib/content-types";
import { subLineTimeline } from "../../lib/sub-line-timeline";
import { Hero } from "./hero";

/** The photo stack arrives by dynamic import (React.lazy); let it settle inside act. */
async function render(ui: React.ReactElement) {
  const result = rtlRender(ui);
  await act(async () => {
    await import("../hero/photo-stack");
  });
  return result;
}

const SUB_LINES = ["Line one.", "Line two.", "Line three.", "Line four."];

const site = {
  name: "Test Person",
  tagline: "Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven",
  subLines: SUB_LINES,
  location: "Vienna, Austria",
  email: "hello@example.com",
  linkedinUrl: "https://www.linkedin.com/in/test-person",
  cv: { publicURL: "/cv/test-person-cv.pdf" },
  heroPhotos: [1, 2, 3].map((n) => ({
    alt: `Portrait ${n}`,
    image: { publicURL: `/photos/p${n}.jpg`, childImageSharp: null },
  })),
} as unknown as HeroContent;

function subLine() {
  return document.querySelector("[data-sub-line]") as HTMLElement;
}

/** Matches the element whose whole text is `text`, even where it is split into runs (the tagline's compounds). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);

function intro() {
  return document.querySelector("[data-hero-intro]") as HTMLElement;
}

describe("Hero loading", () => {
  it("shows the name and tagline in the markup, behind a loader until every photo settles", async () => {
    const { container } = await render(<Hero site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Test Person" })).toBeInTheDocument();
    expect(screen.getByText(wholeText(site.tagline))).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();

    const [first, second, third] = Array.from(container.querySelectorAll("img")) as [
      HTMLImageElement,
      HTMLImageElement,
      HTMLImageElement,
    ];
    act(() => first.dispatchEvent(new Event("load")));
    expect(screen.getByText("33%")).toBeInTheDocument();
    act(() => second.dispatchEvent(new Event("error")));
    expect(screen.getByText("67%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Loading photos" })).toHaveAttribute("aria-valuenow", "67");
    act(() => third.dispatchEvent(new Event("load")));
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });
});

describe("Hero sub-line", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it("shows the first line at rest", async () => {
    await render(<Hero site={site} />);
    advance(5000);
    expect(subLine()).toHaveTextContent("Line one.");
  });

  it("rotates on hover after 400 ms, then every 1500 ms, and resets on leave", async () => {
    await render(<Hero site={site} />);
    fireEvent.mouseEnter(intro());
    for (const [ms, line] of subLineTimeline(SUB_LINES.length, { initialDelayMs: 400, intervalMs: 1500 })) {
      advance(ms);
      expect(subLine()).toHaveTextContent(SUB_LINES[line]!);
    }
    fireEvent.mouseLeave(intro());
    expect(subLine()).toHaveTextContent("Line one.");
    advance(5000);
    expect(subLine()).toHaveTextContent("Line one.");
  });

  // The required delays as literals, not the constants: 400 ms to the first change, then 1500 ms each.
  it("changes the line at 400 ms and then every 1500 ms, not a millisecond sooner", async () => {
    await render(<Hero site={site} />);
    fireEvent.mouseEnter(intro());
    advance(399);
    expect(subLine()).toHaveTextContent("Line one.");
    advance(1);
    expect(subLine()).toHaveTextContent("Line two.");
    advance(1499);
    expect(subLine()).toHaveTextContent("Line two.");
    advance(1);
    expect(subLine()).toHaveTextContent("Line three.");
  });

  it("animates each new line into place, never the line already shown when hovering starts", async () => {
    await render(<Hero site={site} />);
    const line = () => subLine().querySelector("[data-enters]");
    expect(line()).toHaveAttribute("data-enters", "false");
    fireEvent.mouseEnter(intro());
    expect(line()).toHaveAttribute("data-enters", "false");
    advance(400);
    expect(subLine()).toHaveTextContent("Line two.");
    expect(line()).toHaveAttribute("data-enters", "true");
    fireEvent.mouseLeave(intro());
    expect(line()).toHaveAttribute("data-enters", "false");
  });

  it("treats keyboard focus like hover", async () => {
    await render(<Hero site={site} />);
    act(() => intro().focus());
    advance(400);
    expect(subLine()).toHaveTextContent("Line two.");
    act(() => intro().blur());
    expect(subLine()).toHaveTextContent("Line one.");
  });

  it("with a single line offers no tab stop, and hover changes nothing", async () => {
    await render(<Hero site={{ ...site, subLines: ["The only line."] }} />);
    expect(intro()).not.toHaveAttribute("tabindex");
    fireEvent.mouseEnter(intro());
    advance(5000);
    expect(subLine()).toHaveTextContent("The only line.");
    expect(subLine().querySelector("[data-enters]")).toHaveAttribute("data-enters", "false");
  });

  it("pulses for one second on the triggerHeroPulse event", async () => {
    await render(<Hero site={site} />);
    expect(subLine()).toHaveAttribute("data-pulsing", "false");
    act(() => {
      window.dispatchEvent(new Event("triggerHeroPulse"));
    });
    expect(subLine()).toHaveAttribute("data-pulsing", "true");
    expect(subLine()).toHaveClass("text-accent-ink", "motion-safe:scale-110");
    advance(999);
    expect(subLine()).toHaveAttribute("data-pulsing", "true");
    advance(1);
    expect(subLine()).toHaveAttribute("data-pulsing", "false");
  });
});

describe("Hero buttons", () => {
  it("offers Download CV, the LinkedIn profile in a new tab and a mail link that hides the address", async () => {
    await render(<Hero site={site} />);
    expect(screen.getByRole("button", { name: "Download CV" })).toBeInTheDocument();
    const linkedin = screen.getByRole("link", { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute("href", site.linkedinUrl);
    expect(linkedin).toHaveAttribute("target", "_blank");
    expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(document.body).not.toHaveTextContent("hello@example.com");
  });

  it("downloads the CV with one info line when no backend is configured", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    const links: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push(this);
    });
    await render(<Hero site={site} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download CV" }));
    });
    expect(info).toHaveBeenCalledTimes(1);
    expect(links.map((link) => [link.getAttribute("href"), link.download])).toEqual([
      ["/cv/test-person-cv.pdf", "test-person-cv.pdf"],
    ]);
    info.mockRestore();
    click.mockRestore();
  });
});
