import React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installMatchMediaStub } from "../../test-utils/match-media";
import { InViewIntersectionObserver, OutOfViewIntersectionObserver } from "../../test-utils/intersection-observer";
import { Carousel } from "./carousel";

const SLIDES = ["Alpha", "Beta", "Gamma", "Delta"];

const sliderOf = (container: HTMLElement) => container.querySelector(".slick-slider");

function renderCarousel() {
  return render(
    <Carousel label="Projects" itemName="project" perView={{ base: 1, sm: 2, lg: 3 }}>
      {SLIDES.map((name) => (
        <a key={name} href={`https://example.com/${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
}

/** Rendered, with react-slick (its own chunk) loaded and mounted. */
async function renderMountedCarousel() {
  const rendered = renderCarousel();
  await waitFor(() => expect(sliderOf(rendered.container)).not.toBeNull());
  return rendered;
}

describe("Carousel", () => {
  beforeEach(installMatchMediaStub);
  // react-slick arrives as its own chunk; let it resolve inside act before the first test needs it.
  beforeAll(async () => {
    installMatchMediaStub();
    const { container, unmount } = renderCarousel();
    await waitFor(() => expect(sliderOf(container)).not.toBeNull());
    unmount();
  });

  it("is a named carousel with named arrows and one dot per slide", async () => {
    await renderMountedCarousel();
    const carousel = screen.getByRole("group", { name: "Projects" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(carousel).getByRole("button", { name: "Previous project" })).toBeInTheDocument();
    expect(within(carousel).getByRole("button", { name: "Next project" })).toBeInTheDocument();
    const dots = within(carousel).getAllByRole("button", { name: /^Go to slide \d$/ });
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(SLIDES.map((_, i) => `Go to slide ${i + 1}`));
    expect(dots[0]).toHaveAttribute("aria-current", "true");
  });

  it("moves the current dot with the selected slide", async () => {
    await renderMountedCarousel();
    await userEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true"),
    );
    expect(screen.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Projects: 3 of 4")).toBeInTheDocument();
  });

  it("loops backwards from the first slide to the last", async () => {
    await renderMountedCarousel();
    await userEvent.click(screen.getByRole("button", { name: "Previous project" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true"),
    );
  });

  it("makes loop clones and hidden slides inert and hidden from assistive technology", async () => {
    const { container } = await renderMountedCarousel();
    const clones = container.querySelectorAll(".slick-cloned");
    expect(clones.length).toBeGreaterThan(0);
    await waitFor(() => {
      container.querySelectorAll(".slick-cloned, .slick-slide[aria-hidden='true']").forEach((slide) => {
        expect(slide).toHaveAttribute("aria-hidden", "true");
        expect(slide).toHaveAttribute("inert");
      });
    });
    // Only the one visible slide's link is reachable.
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  describe("before it nears the viewport", () => {
    beforeEach(() => {
      globalThis.IntersectionObserver = OutOfViewIntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = InViewIntersectionObserver;
    });

    it("shows the static strip, not the slider", () => {
      const { container } = renderCarousel();
      expect(sliderOf(container)).toBeNull();
      expect(screen.getByRole("link", { name: "Alpha" })).toBeInTheDocument();
    });

    it("carries out an arrow press once the slider has mounted", async () => {
      const { container } = renderCarousel();
      // A bare click event: a focusing click would already bring the slider in through focus.
      fireEvent.click(screen.getByRole("button", { name: "Next project" }));
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true"),
      );
    });

    it("keeps keyboard focus on the first slide when focus brings in the slider", async () => {
      const { container } = renderCarousel();
      act(() => screen.getByRole("link", { name: "Alpha" }).focus());
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName("Alpha"));
      expect(document.activeElement?.closest(".slick-slide")).not.toHaveClass("slick-cloned");
    });
  });
});
