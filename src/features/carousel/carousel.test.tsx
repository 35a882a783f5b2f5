import React from "react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installMatchMediaStub, installViewportStub } from "../../test-utils/match-media";
import { InViewIntersectionObserver, OutOfViewIntersectionObserver } from "../../test-utils/intersection-observer";
import { MAX_CAROUSEL_DOTS } from "../../lib/constants";
import { Carousel, CarouselContent, CarouselItem, type CarouselLabels } from "./carousel";
import {
  CarouselArrows,
  CarouselControls,
  CarouselCounter,
  CarouselDots,
  CarouselHeading,
  CarouselNext,
  CarouselPager,
  CarouselPrevious,
} from "./carousel-controls";
import { appEarlyInput } from "./app-carousel";
import { formatMessage } from "../../i18n/messages";
import { loadSlider } from "./lazy-slider";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const SLIDES = ["Alpha", "Beta", "Gamma", "Delta"];
const PER_VIEW = { base: 1, sm: 2, lg: 3 };

const sliderOf = (container: HTMLElement) => container.querySelector(".slick-slider");

const LABELS: CarouselLabels = {
  label: "Projects",
  carousel: "carousel",
  slide: "slide",
  slideLabel: "{n} of {count}",
  status: "{label}: {n} of {count}",
  goToSlide: "Go to slide {n}",
  counter: "{n} / {count}",
  previous: "Previous project",
  next: "Next project",
  choose: "Choose project",
};

/** The props every carousel here shares, for `count` items. */
const baseProps = (count: number) => ({
  labels: LABELS,
  format: formatMessage,
  count,
  perView: PER_VIEW,
  earlyInput: appEarlyInput,
});

/** One way to compose the parts: with a heading the arrows stand beside it, else below the slides with the dots and counter. */
function carousel(slides: readonly string[] = SLIDES, heading?: React.ReactNode, showsPosition = true) {
  const arrows = (
    <CarouselArrows>
      <CarouselPrevious />
      <CarouselNext />
    </CarouselArrows>
  );
  return (
    <Carousel {...baseProps(slides.length)} showsPosition={showsPosition}>
      {heading && (
        <div className="mb-6 flex items-center justify-between gap-4">
          {heading}
          {arrows}
        </div>
      )}
      <CarouselContent>
        {slides.map((name) => (
          <CarouselItem key={name}>
            <a href={`https://example.com/${name}`}>{name}</a>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls className="mt-4 flex items-center justify-center gap-4 sm:justify-between md:justify-end">
        <CarouselDots />
        <CarouselCounter />
        {!heading && arrows}
      </CarouselControls>
    </Carousel>
  );
}

function renderCarousel(slides?: readonly string[], heading?: React.ReactNode) {
  return render(carousel(slides, heading));
}

/** Rendered, with react-slick (its own chunk) loaded and mounted. */
async function renderMountedCarousel() {
  const rendered = renderCarousel();
  await waitFor(() => expect(sliderOf(rendered.container)).not.toBeNull());
  return rendered;
}

describe("Carousel", () => {
  beforeEach(installMatchMediaStub);
  // react-slick arrives as its own chunk, which Jest transpiles on first import: slow on a busy machine,
  // so it is loaded once, without a deadline, before the tests that wait for it to mount.
  beforeAll(async () => {
    await act(() => loadSlider());
  }, 60_000);

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

  it("is one Tab stop for its dots, and the arrow keys move between them and the slides", async () => {
    await renderMountedCarousel();
    const dot = (n: number) => screen.getByRole("button", { name: `Go to slide ${n}` });
    // react-slick ignores a move while it still slides, as it would for a visitor's quick presses.
    // Landed: the dot is current and the track has dropped its sliding transition, however long a
    // loaded machine takes.
    const landedOn = (n: number) =>
      waitFor(() => {
        expect(dot(n)).toHaveAttribute("aria-current", "true");
        expect(document.querySelector<HTMLElement>(".slick-track")?.style.transition).toBe("");
      });
    expect([1, 2, 3, 4].map((n) => dot(n).tabIndex)).toEqual([0, -1, -1, -1]);
    dot(1).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(dot(2)).toHaveFocus();
    await landedOn(2);
    await userEvent.keyboard("{ArrowRight}");
    expect(dot(3)).toHaveFocus();
    await landedOn(3);
    expect([1, 2, 3, 4].map((n) => dot(n).tabIndex)).toEqual([-1, -1, 0, -1]);
    await userEvent.keyboard("{End}");
    expect(dot(4)).toHaveFocus();
    await landedOn(4);
    await userEvent.keyboard("{ArrowRight}");
    expect(dot(1)).toHaveFocus();
    await landedOn(1);
    await userEvent.tab();
    expect(screen.getAllByRole("button", { name: /^Go to slide/ })).not.toContain(document.activeElement);
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

  it("with more items than a row of dots can hold, counts them instead and shows the arrows at every width", async () => {
    const many = Array.from({ length: MAX_CAROUSEL_DOTS + 1 }, (_, item) => `Item ${item + 1}`);
    const { container } = renderCarousel(many);
    await waitFor(() => expect(sliderOf(container)).not.toBeNull());
    expect(screen.queryAllByRole("button", { name: /^Go to slide/ })).toEqual([]);
    const counter = screen.getByText(`1 / ${many.length}`);
    expect(counter).toHaveAttribute("aria-hidden", "true");
    const next = screen.getByRole("button", { name: "Next project" });
    expect(next.parentElement).not.toHaveClass("hidden");
    await userEvent.click(next);
    await waitFor(() => expect(screen.getByText(`2 / ${many.length}`)).toBeInTheDocument());
    expect(screen.getByText(`Projects: 2 of ${many.length}`)).toBeInTheDocument();
  });

  it("with dots, counts beside the arrows only from md, where the dots give way", async () => {
    const { container } = renderCarousel();
    await waitFor(() => expect(sliderOf(container)).not.toBeNull());
    expect(screen.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(SLIDES.length);
    const counter = screen.getByText(`1 / ${SLIDES.length}`);
    expect(counter).toHaveAttribute("aria-hidden", "true");
    expect(counter).toHaveClass("hidden", "md:flex");
    expect(screen.getByRole("button", { name: "Next project" }).parentElement).toHaveClass("hidden", "sm:flex");
  });

  it("told not to show its position, has neither dots nor a counter, and the arrows at every width", async () => {
    const { container } = render(carousel(SLIDES, undefined, false));
    await waitFor(() => expect(sliderOf(container)).not.toBeNull());
    expect(screen.queryAllByRole("button", { name: /^Go to slide/ })).toEqual([]);
    expect(screen.queryByText(`1 / ${SLIDES.length}`)).toBeNull();
    const next = screen.getByRole("button", { name: "Next project" });
    expect(next.parentElement).not.toHaveClass("hidden");
    await userEvent.click(next);
    // The status line still tells a screen reader where the row stands.
    await waitFor(() => expect(screen.getByText(`Projects: 2 of ${SLIDES.length}`)).toBeInTheDocument());
    expect(screen.queryByText(`2 / ${SLIDES.length}`)).toBeNull();
  });

  it("as the page heads it, sets the counter beside the arrows, and no row below where there are no dots", async () => {
    const many = Array.from({ length: MAX_CAROUSEL_DOTS + 1 }, (_, item) => `Item ${item + 1}`);
    const { container } = render(
      <Carousel {...baseProps(many.length)}>
        <CarouselHeading>
          <h3>Skills</h3>
        </CarouselHeading>
        <CarouselContent>
          {many.map((name) => (
            <CarouselItem key={name}>{name}</CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPager />
      </Carousel>,
    );
    await waitFor(() => expect(sliderOf(container)).not.toBeNull());
    const heading = screen.getByRole("heading", { name: "Skills" }).parentElement!;
    expect(within(heading).getByText(`1 / ${many.length}`)).toBeInTheDocument();
    expect(within(heading).getByRole("button", { name: "Next project" })).toBeInTheDocument();
    expect(screen.getAllByText(`1 / ${many.length}`)).toHaveLength(1);
    // No dots, so no row for them: its margin would widen the gap under the slides.
    expect(container.querySelector(".carousel-controls.mt-4")).toBeNull();
  });

  it("writes the counter's opening range for every width on the server, and hydrates to the window's", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(carousel());
    const steps = Array.from(container.querySelectorAll("[data-show-at]"), (step) => [
      step.getAttribute("data-show-at"),
      step.textContent,
    ]);
    expect(steps).toEqual([
      ["base xs", "1 / 4"],
      ["sm md", "1–2 / 4"],
      ["lg xl 2xl", "1–3 / 4"],
    ]);

    installViewportStub(1280);
    const consoleError = jest.spyOn(console, "error");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, carousel());
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector("[data-show-at]")).toBeNull();
    expect(within(container).getByText("1–3 / 4", { exact: true })).toBeInTheDocument();
    consoleError.mockRestore();
    container.remove();
  });

  describe("with every item in view", () => {
    const FEW = ["Alpha", "Beta"];

    it("is a still row at every width it fits, from the server's markup on", () => {
      const fitsEverywhere = document.createElement("div");
      fitsEverywhere.innerHTML = renderToString(carousel(["Alpha"]));
      expect(fitsEverywhere.firstElementChild).toHaveAttribute("data-fits", "base xs sm md lg xl 2xl");
      expect(fitsEverywhere.firstElementChild).not.toHaveAttribute("aria-roledescription");
      expect(fitsEverywhere.querySelectorAll("button, [aria-roledescription], [aria-live]")).toHaveLength(0);

      // Two fit from sm up: the markup keeps its controls for phones, and the stylesheet hides them from sm.
      const fitsFromSm = document.createElement("div");
      fitsFromSm.innerHTML = renderToString(carousel(FEW));
      expect(fitsFromSm.firstElementChild).toHaveAttribute("data-fits", "sm md lg xl 2xl");
      expect(within(fitsFromSm).getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(FEW.length);
    });

    it("hydrates the server's markup without a mismatch, then drops the controls a wide screen has no use for", async () => {
      installViewportStub(1280);
      const consoleError = jest.spyOn(console, "error");
      const container = document.createElement("div");
      container.innerHTML = renderToString(carousel(FEW));
      document.body.append(container);
      await act(async () => {
        hydrateRoot(container, carousel(FEW));
      });
      expect(consoleError).not.toHaveBeenCalled();
      expect(within(container).queryAllByRole("button")).toEqual([]);
      expect(container.querySelector("[aria-roledescription]")).toBeNull();
      consoleError.mockRestore();
      container.remove();
    });

    it("shows them without slider, clones, controls or position", async () => {
      installViewportStub(1280);
      const { container } = renderCarousel(FEW, <h2>Projects</h2>);
      await act(() => loadSlider());
      expect(sliderOf(container)).toBeNull();
      expect(container.querySelectorAll(".slick-cloned")).toHaveLength(0);
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(screen.queryByText(/of 2/)).toBeNull();
      expect(screen.getByRole("group", { name: "Projects" })).not.toHaveAttribute("aria-roledescription");
      expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(FEW);
    });

    it("becomes a carousel when a resize leaves too little room, and still again when there is enough", async () => {
      const viewport = installViewportStub(1280);
      const { container } = renderCarousel(FEW);
      viewport.resize(375);
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      expect(screen.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(FEW.length);
      await userEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
      await waitFor(() => expect(screen.getByText("Projects: 2 of 2")).toBeInTheDocument());

      viewport.resize(640);
      expect(sliderOf(container)).toBeNull();
      expect(container.querySelectorAll(".slick-cloned")).toHaveLength(0);
      expect(screen.queryAllByRole("button")).toEqual([]);

      // Back on a phone the slider starts again from the first item.
      viewport.resize(375);
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      expect(screen.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      expect(screen.getByText("Projects: 1 of 2")).toBeInTheDocument();
    });
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

    it("carries out every control pressed before the slider mounted, not just the last", async () => {
      const { container } = renderCarousel();
      fireEvent.click(screen.getByRole("button", { name: "Next project" }));
      fireEvent.click(screen.getByRole("button", { name: "Next project" }));
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true"),
      );
    });

    it("loops back to the last slide for a press on Previous before the slider mounted", async () => {
      const { container } = renderCarousel();
      fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      await waitFor(() =>
        expect(screen.getByRole("button", { name: `Go to slide ${SLIDES.length}` })).toHaveAttribute(
          "aria-current",
          "true",
        ),
      );
    });

    it("carries out a swipe across the strip, which react-slick would have taken, once the slider has mounted", async () => {
      const { container } = renderCarousel();
      const strip = container.querySelector(".carousel-static")!;
      Object.defineProperty(strip, "clientWidth", { value: 400 });
      fireEvent.touchStart(strip, { touches: [{ clientX: 300, clientY: 100 }] });
      fireEvent.touchEnd(strip, { changedTouches: [{ clientX: 150, clientY: 110 }] });
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

  it("says so when one of its parts is used outside it", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    for (const part of [
      <CarouselContent key="content">{null}</CarouselContent>,
      <CarouselItem key="item">Alpha</CarouselItem>,
      <CarouselNext key="next" />,
      <CarouselDots key="dots" />,
    ]) {
      expect(() => render(part)).toThrow("Carousel parts must be inside <Carousel>");
    }
    consoleError.mockRestore();
  });

  it("says so when its count and its items disagree", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <Carousel {...baseProps(3)}>
          <CarouselContent>
            <CarouselItem>Alpha</CarouselItem>
          </CarouselContent>
        </Carousel>,
      ),
    ).toThrow("<Carousel count={3}> holds 1 items");
    consoleError.mockRestore();
  });

  it("keeps presses made before the slider in its element's early-input buffer until it takes them", async () => {
    globalThis.IntersectionObserver = OutOfViewIntersectionObserver;
    try {
      const { container } = renderCarousel();
      const root = screen.getByRole("group", { name: "Projects" });
      fireEvent.click(screen.getByRole("button", { name: "Next project" }));
      fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
      expect(root).toHaveAttribute("data-early-input", "by:1 to:2");
      await waitFor(() => expect(sliderOf(container)).not.toBeNull());
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true"),
      );
      expect(root).not.toHaveAttribute("data-early-input");
    } finally {
      globalThis.IntersectionObserver = InViewIntersectionObserver;
    }
  });
});
