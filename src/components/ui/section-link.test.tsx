import React from "react";
import { render, screen } from "@testing-library/react";
import { SectionLink } from "./section-link";

describe("SectionLink", () => {
  it("links a section of this page by its fragment", () => {
    render(<SectionLink to="about">About</SectionLink>);
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "#about");
  });

  it("links a section of the home page, or its top, from a page of its own", () => {
    render(
      <>
        <SectionLink to="about" home="/de/">
          Über mich
        </SectionLink>
        <SectionLink to="top" home="/de/">
          Alex
        </SectionLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Über mich" })).toHaveAttribute("href", "/de/#about");
    expect(screen.getByRole("link", { name: "Alex" })).toHaveAttribute("href", "/de/");
  });
});
