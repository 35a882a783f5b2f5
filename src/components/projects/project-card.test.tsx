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
});
