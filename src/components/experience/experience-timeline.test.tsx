import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installMatchMediaStub } from "../../test-utils/match-media";
import { ExperienceTimeline } from "./experience-timeline";

const entries = [
  {
    id: "e1",
    title: "Founder",
    company: "Brightloop",
    period: "2024 – Present",
    achievements: ["Launched three products"],
    logo: { publicURL: "/static/brightloop.svg" },
  },
  {
    id: "e2",
    title: "Consultant",
    company: "Ringstrasse Consulting",
    period: "2021 – 2022",
    achievements: ["Led market-entry studies"],
    logo: null,
  },
];

describe("ExperienceTimeline", () => {
  beforeEach(() => {
    installMatchMediaStub();
    window.IntersectionObserver = jest.fn(() => ({
      observe: jest.fn(),
      unobserve: jest.fn(),
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver;
    window.ResizeObserver = jest.fn(() => ({
      observe: jest.fn(),
      unobserve: jest.fn(),
      disconnect: jest.fn(),
    })) as unknown as typeof ResizeObserver;
  });

  it("lists each entry with title, company, period and achievements", () => {
    render(<ExperienceTimeline entries={entries} />);
    expect(screen.getByRole("heading", { name: "Founder" })).toBeInTheDocument();
    expect(screen.getByText("Ringstrasse Consulting")).toBeInTheDocument();
    expect(screen.getByText("2021 – 2022")).toBeInTheDocument();
    expect(screen.getByText("Led market-entry studies")).toBeInTheDocument();
  });

  it("shows the logo, or the fallback icon when an entry has none", () => {
    const { container } = render(<ExperienceTimeline entries={entries} />);
    const [withLogo, withoutLogo] = screen.getAllByRole("button", { name: /^Highlight / });
    expect(withLogo?.querySelector("img")).toHaveAttribute("src", "/static/brightloop.svg");
    expect(withoutLogo?.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("[data-logo-fallback]")).toHaveLength(1);
  });

  it("highlights one clicked logo at a time and un-highlights on a second click", async () => {
    render(<ExperienceTimeline entries={entries} />);
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
