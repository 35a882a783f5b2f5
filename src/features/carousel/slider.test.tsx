import React, { createRef } from "react";
import { act, render, waitFor } from "@testing-library/react";
import type SliderComponent from "react-slick";
import { installMatchMediaStub } from "../../test-utils/match-media";
import { AdaptiveSlider } from "./slider";

// jsdom lays nothing out: each slide reports the height listed for its position, and the observers are
// kept so that a test can report a change of size.
const HEIGHTS = [120, 80, 200];
let heights = [...HEIGHTS];
const observers: Array<() => void> = [];

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.classList.contains("slick-slide")) return 0;
      const position = Number(this.dataset.index);
      return heights[((position % heights.length) + heights.length) % heights.length];
    },
  });
  window.ResizeObserver = class {
    constructor(private readonly report: () => void) {}
    observe() {
      observers.push(this.report);
    }
    unobserve() {}
    disconnect() {
      observers.splice(0, observers.length);
    }
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  installMatchMediaStub();
  heights = [...HEIGHTS];
});

function renderSlider(settings: { adaptiveHeight?: boolean; slidesToShow?: number }) {
  const ref = createRef<SliderComponent>();
  const { container } = render(
    <AdaptiveSlider ref={ref} infinite speed={0} useCSS={false} {...settings}>
      {HEIGHTS.map((height) => (
        <div key={height}>{height}</div>
      ))}
    </AdaptiveSlider>,
  );
  return { ref, container, row: () => container.querySelector<HTMLElement>(".carousel-adaptive-row") };
}

describe("AdaptiveSlider", () => {
  it("stands at the height of the slide in view, follows a move and a slide that grows", async () => {
    const { ref, container, row } = renderSlider({ adaptiveHeight: true });
    expect(row()).toHaveStyle({ height: "120px" });
    act(() => ref.current!.slickGoTo(1));
    await waitFor(() => expect(row()).toHaveStyle({ height: "80px" }));
    heights[1] = 95;
    act(() => observers.forEach((report) => report()));
    expect(row()).toHaveStyle({ height: "95px" });
    // react-slick's list is never resized, so its own resize handling never runs on a move.
    expect(container.querySelector<HTMLElement>(".slick-list")!.style.height).toBe("");
  });

  it("stands at the tallest of the slides in view", async () => {
    const { ref, row } = renderSlider({ adaptiveHeight: true, slidesToShow: 2 });
    expect(row()).toHaveStyle({ height: "120px" });
    act(() => ref.current!.slickGoTo(1));
    await waitFor(() => expect(row()).toHaveStyle({ height: "200px" }));
  });

  it("adds no row when the height is not adaptive", () => {
    const { container, row } = renderSlider({});
    expect(row()).toBeNull();
    expect(container.querySelector(".slick-slider")).toBeInTheDocument();
  });
});
