import React from "react";
import { render, screen } from "@testing-library/react";
import type { Project } from "../../lib/content-types";
import { ProjectCard } from "./project-card";

const picture = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 600,
      height: 400,
      backgroundColor: "#eee",
      images: { fallback: { src: "/p.jpg", srcSet: "/p.jpg 600w", sizes: "100vw" }, sources: [] },
    },
  },
};

const project = (extra: Partial<Project> = {}) =>
  ({
    title: "Kids’ puppet",
    description: "A talking puppet.",
    link: "https://example.com/puppet",
    outcome: null,
    linkText: null,
    imageFocus: null,
    image: picture,
    ...extra,
  }) as unknown as Project;

describe("ProjectCard", () => {
  it("is one link that opens the project in a new tab", () => {
    render(<ProjectCard project={project()} />);
    const link = screen.getByRole("link", { name: /Kids’ puppet/ });
    expect(link).toHaveAttribute("href", "https://example.com/puppet");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("keeps the picture's named focus in view where the card crops it, and the middle otherwise", () => {
    const { container, rerender } = render(<ProjectCard project={project({ imageFocus: "top" })} />);
    expect(container.querySelector("img")).toHaveStyle({ objectPosition: "top" });
    rerender(<ProjectCard project={project()} />);
    expect(container.querySelector("img")!.style.objectPosition).toBe("");
  });

  it("sets the project's outcome between its heading and its description, and nothing where it has none", () => {
    const { rerender } = render(<ProjectCard project={project({ outcome: "Tested with 40 families" })} />);
    const heading = screen.getByRole("heading", { name: "Kids’ puppet" });
    // Its last words are kept together by a no-break space, which the text matchers read as a space.
    const outcome = heading.nextElementSibling!;
    expect(outcome.tagName).toBe("P");
    expect(outcome).toHaveTextContent("Tested with 40 families");
    expect(outcome.nextElementSibling).toHaveTextContent("A talking puppet.");
    expect(screen.getByRole("link", { name: /^Kids’ puppet Tested with/ })).toBeInTheDocument();
    rerender(<ProjectCard project={project()} />);
    expect(heading.nextElementSibling).toHaveTextContent("A talking puppet.");
  });
});
