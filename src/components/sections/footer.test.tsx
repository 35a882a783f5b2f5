import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Footer } from "./footer";

const props = {
  name: "Alex Example",
  jobTitle: "Product Builder",
  location: "Vienna, Austria",
  email: "hello@example.com",
  linkedinUrl: "https://www.linkedin.example/in/me",
};

function quickLinks() {
  return within(screen.getByRole("navigation", { name: "Quick links" })).getAllByRole("link");
}

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

describe("Footer", () => {
  it("is the page's contentinfo landmark with location and copyright", () => {
    render(<Footer {...props} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("Vienna, Austria")).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Alex Example`);
  });

  it("has real in-page links in order, Home pointing at the top", () => {
    render(<Footer {...props} />);
    const REQUIRED_LINKS = [
      ["Home", "#top"],
      ["About", "#about"],
      ["Projects", "#projects"],
      ["Experience", "#experience"],
      ["Contact", "#contact"],
    ];
    const links = quickLinks().map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links[0]).toEqual(["Home", "#top"]);
    // The required links in the required order; a section added later may bring its own.
    expect(links.filter(([label]) => REQUIRED_LINKS.some(([requiredLabel]) => requiredLabel === label))).toEqual(
      REQUIRED_LINKS,
    );
  });

  it("links only the sections the page shows, in the page's order", () => {
    render(<Footer {...props} shown={["hero", "contact", "about", "chat"]} />);
    expect(quickLinks().map((link) => link.textContent)).toEqual(["Home", "Contact", "About"]);
  });

  it("scrolls smoothly to a section and to the top for Home", () => {
    document.body.insertAdjacentHTML("beforeend", '<section id="experience"></section>');
    const experience = document.getElementById("experience")!;
    experience.scrollIntoView = jest.fn();
    window.scrollTo = jest.fn();
    render(<Footer {...props} />);
    const [home, , , experienceLink] = quickLinks();

    fireEvent.click(experienceLink!);
    expect(experience.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    fireEvent.click(home!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    experience.remove();
  });

  it("has a LinkedIn link that opens a new tab and a mail link", () => {
    render(<Footer {...props} />);
    const linkedin = screen.getByRole("link", { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute("href", props.linkedinUrl);
    expect(linkedin).toHaveAttribute("target", "_blank");
    expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Email Alex Example" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
  });
});
