import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { fireConfetti } from "../../lib/confetti";
import { Contact } from "./contact";
import { wholeText } from "../../test-utils/whole-text";

jest.mock("../../lib/confetti", () => ({ fireConfetti: jest.fn(), preloadConfetti: jest.fn() }));

const action = (kind: string, title: string) => ({
  icon: "mail",
  hoverIcon: "send",
  title,
  subtitle: `${title} subtitle`,
  action: kind,
});

const site = {
  email: "hello@example.com",
  mail: { subject: "Hi Alex", body: "Hello,\nlet's talk." },
  schedulingUrl: "https://calendly.example/me/30min",
  linkedinUrl: "https://www.linkedin.example/in/me",
  availability: "Currently available and responds within 4 hours",
  contactTaglines: ["One", "Two", "Three", "Four"],
  contactActions: [
    action("email", "Send an email"),
    action("schedule", "Book a call"),
    action("linkedin", "Connect on LinkedIn"),
    action("projects", "See my projects"),
  ],
};

function actionLinks() {
  const section = screen.getByRole("region", { name: "Let’s work together" });
  return within(within(section).getByRole("list")).getAllByRole("link");
}

beforeEach(() => {
  jest.mocked(fireConfetti).mockClear();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

describe("Contact", () => {
  it("is a labelled section with the availability badge", () => {
    render(<Contact site={site} />);
    expect(screen.getByRole("heading", { level: 2, name: "Let’s work together" })).toBeInTheDocument();
    expect(screen.getByText(wholeText("Currently available and responds within 4 hours"))).toBeInTheDocument();
  });

  it("renders the four actions in content order with their targets", () => {
    render(<Contact site={site} />);
    const [email, schedule, linkedin, projects] = actionLinks();
    expect(actionLinks()).toHaveLength(4);

    expect(email).toHaveAccessibleName("Send an email Send an email subtitle");
    expect(email).toHaveAttribute("href", "mailto:hello@example.com?subject=Hi%20Alex&body=Hello%2C%0Alet's%20talk.");
    expect(email).not.toHaveAttribute("target");

    for (const [link, href] of [
      [schedule, site.schedulingUrl],
      [linkedin, site.linkedinUrl],
    ] as const) {
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(expect.stringContaining("(opens in a new tab)"));
    }

    expect(projects).toHaveAttribute("href", "#projects");
  });

  it("fires confetti on every action", () => {
    render(<Contact site={site} />);
    for (const link of actionLinks()) fireEvent.click(link);
    expect(fireConfetti).toHaveBeenCalledTimes(4);
  });

  it("scrolls smoothly to the projects section instead of jumping", () => {
    document.body.insertAdjacentHTML("beforeend", '<section id="projects"></section>');
    const projects = document.getElementById("projects")!;
    projects.scrollIntoView = jest.fn();
    render(<Contact site={site} />);
    const notPrevented = fireEvent.click(actionLinks()[3]!);
    expect(notPrevented).toBe(false);
    expect(projects.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    projects.remove();
  });

  it("renders any subset of the actions in the owner's order", () => {
    const [email, , , projects] = site.contactActions;
    render(<Contact site={{ ...site, contactActions: [projects!, email!] }} />);
    expect(actionLinks().map((link) => link.getAttribute("href"))).toEqual([
      "#projects",
      expect.stringMatching(/^mailto:/),
    ]);
  });

  it("leaves out the button to a section the page hides, and an empty list when none is left", () => {
    const { unmount } = render(<Contact site={site} shown={["hero", "about", "contact"]} />);
    expect(actionLinks().map((link) => link.getAttribute("href"))).not.toContain("#projects");
    expect(actionLinks()).toHaveLength(3);
    unmount();
    const [, , , projects] = site.contactActions;
    render(<Contact site={{ ...site, contactActions: [projects!] }} shown={["hero", "contact"]} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("leaves out an action whose kind the site does not know", () => {
    render(<Contact site={{ ...site, contactActions: [...site.contactActions, action("fax", "Send a fax")] }} />);
    expect(actionLinks()).toHaveLength(4);
    expect(screen.queryByText("Send a fax")).not.toBeInTheDocument();
  });

  it("offers a Just Say Hi mail link", () => {
    render(<Contact site={site} />);
    expect(screen.getByRole("link", { name: "Just Say Hi" })).toHaveAttribute("href", "mailto:hello@example.com");
  });
});
