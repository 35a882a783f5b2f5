import {
  EXPERIENCE_PER_VIEW,
  MAX_CAROUSEL_DOTS,
  PROJECTS_PER_VIEW,
  SKILLS_PER_VIEW,
  TOOLS_PER_VIEW,
} from "../../lib/constants";
import { SCREEN_STEPS } from "../../lib/breakpoints";
import {
  CAROUSEL_TOUCH_THRESHOLD,
  addMove,
  gatherMoves,
  isMoveWord,
  breakpointsThatFit,
  carouselSpeedMs,
  dotKeyTarget,
  fitsAtEveryWidth,
  hasDots,
  moveTarget,
  moveWord,
  visibleRange,
  openingRanges,
  perViewAtEveryStep,
  perViewStyle,
  stripSwipe,
  slidesPerView,
  wrapIndex,
} from "./logic";

const PROJECTS = { base: 1, sm: 2, lg: 3 };

describe("slidesPerView", () => {
  it.each([
    ["base", 1],
    ["xs", 1],
    ["sm", 2],
    ["md", 2],
    ["lg", 3],
    ["xl", 3],
    ["2xl", 3],
  ] as const)("at %s shows %i: a step keeps the count below it unless it names its own", (step, expected) => {
    expect(slidesPerView(PROJECTS, step)).toBe(expected);
  });

  it("takes a new count from any screen in one line", () => {
    expect(slidesPerView({ ...PROJECTS, xl: 4 }, "lg")).toBe(3);
    expect(slidesPerView({ ...PROJECTS, xl: 4 }, "xl")).toBe(4);
    expect(slidesPerView({ ...PROJECTS, xl: 4 }, "2xl")).toBe(4);
  });
});

describe("the carousels' declarations", () => {
  it("show one project on small screens, two from 640 px and three from 1024 px", () => {
    expect([slidesPerView(PROJECTS_PER_VIEW, "base"), slidesPerView(PROJECTS_PER_VIEW, "xs")]).toEqual([1, 1]);
    expect(slidesPerView(PROJECTS_PER_VIEW, "sm")).toBe(2);
    expect(slidesPerView(PROJECTS_PER_VIEW, "lg")).toBe(3);
  });

  it.each([
    ["projects", PROJECTS_PER_VIEW],
    ["skills", SKILLS_PER_VIEW],
    ["tools", TOOLS_PER_VIEW],
    ["experience", EXPERIENCE_PER_VIEW],
  ] as const)("never show fewer %s on a wider screen", (_name, perView) => {
    const counts = Object.values(perViewAtEveryStep(perView));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});

describe("perViewStyle", () => {
  it("exposes every step's count to the stylesheet", () => {
    expect(perViewStyle(PROJECTS)).toEqual({
      "--per-view-base": 1,
      "--per-view-xs": 1,
      "--per-view-sm": 2,
      "--per-view-md": 2,
      "--per-view-lg": 3,
      "--per-view-xl": 3,
      "--per-view-2xl": 3,
    });
  });
});

describe("carousel timing", () => {
  it("maps a duration of 25 frames to about 417 ms", () => {
    expect(carouselSpeedMs(false)).toBe(417);
  });

  it("is instant with reduced motion", () => {
    expect(carouselSpeedMs(true)).toBe(0);
  });

  it("uses a drag threshold of 10 as the swipe divisor", () => {
    expect(CAROUSEL_TOUCH_THRESHOLD).toBe(10);
  });
});

describe("wrapIndex", () => {
  it.each([
    [0, 0],
    [5, 5],
    [6, 0],
    [-1, 5],
    [13, 1],
  ])("maps %i onto %i of six", (index, expected) => {
    expect(wrapIndex(index, 6)).toBe(expected);
  });

  it("is 0 for an empty carousel", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("breakpointsThatFit", () => {
  it.each([
    [1, SCREEN_STEPS],
    [2, ["sm", "md", "lg", "xl", "2xl"]],
    [3, ["lg", "xl", "2xl"]],
    [4, []],
  ])("with %i items: %p", (count, expected) => {
    expect(breakpointsThatFit(PROJECTS, count)).toEqual(expected);
    expect(fitsAtEveryWidth(PROJECTS, count)).toBe(expected.length === SCREEN_STEPS.length);
  });
});

describe("hasDots", () => {
  it("keeps one dot per item while they fit a row, and no further", () => {
    expect(hasDots(MAX_CAROUSEL_DOTS)).toBe(true);
    expect(hasDots(MAX_CAROUSEL_DOTS + 1)).toBe(false);
  });
});

describe("addMove and moveTarget", () => {
  const gather = (...moves: Parameters<typeof addMove>[1][]) =>
    moves.reduce<ReturnType<typeof addMove> | null>((pending, move) => addMove(pending, move), null)!;

  it("add up the arrows' steps, either way", () => {
    expect(gather({ by: 1 }, { by: 1 })).toEqual({ by: 2 });
    expect(gather({ by: 1 }, { by: -1 })).toEqual({ by: 0 });
    expect(moveTarget(gather({ by: 1 }, { by: 1 }), 6)).toBe(2);
  });

  it("let a dot set the slide and the arrows after it step on from there", () => {
    expect(gather({ by: 1 }, { to: 4 }, { by: 1 })).toEqual({ to: 5 });
    expect(moveTarget(gather({ to: 5 }, { by: 1 }), 6)).toBe(0);
    expect(moveTarget(gather({ to: 0 }, { by: -1 }), 6)).toBe(5);
  });

  it("loop back from the first slide, and drop whole rounds", () => {
    expect(moveTarget({ by: -1 }, 6)).toBe(-1);
    expect(moveTarget({ by: 7 }, 6)).toBe(1);
    expect(moveTarget({ by: -6 }, 6)).toBe(0);
    expect(moveTarget({ by: 3 }, 0)).toBe(0);
  });
});

describe("moveWord, isMoveWord and gatherMoves", () => {
  it("carry the moves through the early-input buffer's words, gathered as addMove gathers them", () => {
    const words = [{ by: 1 }, { to: 4 }, { by: -1 }].map(moveWord);
    expect(words).toEqual(["by:1", "to:4", "by:-1"]);
    expect(gatherMoves(words)).toEqual({ to: 3 });
    expect(gatherMoves(["by:-1", "by:-1"])).toEqual({ by: -2 });
    expect(gatherMoves([])).toBeNull();
  });

  it("own only the carousel's words", () => {
    expect(["by:1", "to:0", "by:-12", "click", "1", "-1", "to:", "by:x", "submit"].filter(isMoveWord)).toEqual([
      "by:1",
      "to:0",
      "by:-12",
    ]);
  });
});

describe("stripSwipe", () => {
  it("moves to the next slide for a swipe to the left past a tenth of the strip, to the previous for one to the right", () => {
    expect(stripSwipe(-41, 5, 400)).toEqual({ by: 1 });
    expect(stripSwipe(120, -30, 400)).toEqual({ by: -1 });
  });

  it("ignores a short swipe, a tap and a scroll", () => {
    expect(stripSwipe(-40, 0, 400)).toBeNull();
    expect(stripSwipe(0, 0, 400)).toBeNull();
    expect(stripSwipe(-60, 200, 400)).toBeNull();
  });
});

describe("dotKeyTarget", () => {
  it.each([
    ["ArrowRight", 2, 3],
    ["ArrowDown", 2, 3],
    ["ArrowRight", 5, 0],
    ["ArrowLeft", 2, 1],
    ["ArrowUp", 0, 5],
    ["Home", 4, 0],
    ["End", 1, 5],
  ])("%s from dot %i of six goes to dot %i", (key, from, expected) => {
    expect(dotKeyTarget(key, from, 6)).toBe(expected);
  });

  it.each(["Tab", "Enter", " ", "a"])("leaves %p to the browser", (key) => {
    expect(dotKeyTarget(key, 2, 6)).toBeNull();
  });
});

describe("visibleRange", () => {
  it("names the one slide in view", () => {
    expect(visibleRange(0, 1, 6)).toBe("1");
    expect(visibleRange(5, 1, 6)).toBe("6");
  });

  it("names the slides in view as a range", () => {
    expect(visibleRange(0, 3, 6)).toBe("1–3");
    expect(visibleRange(3, 3, 6)).toBe("4–6");
    expect(visibleRange(1, 2, 6)).toBe("2–3");
  });

  it("goes on from the first where the row runs past its last", () => {
    expect(visibleRange(4, 3, 6)).toBe("5–6, 1");
    expect(visibleRange(5, 3, 6)).toBe("6, 1–2");
    expect(visibleRange(5, 2, 6)).toBe("6, 1");
  });

  it("never names a slide twice when fewer slides than places are left", () => {
    expect(visibleRange(1, 3, 2)).toBe("2, 1");
  });
});

describe("openingRanges", () => {
  it("names the first slides in view at each step, steps that show as many together", () => {
    expect(openingRanges(PROJECTS, 6)).toEqual([
      { steps: ["base", "xs"], range: "1" },
      { steps: ["sm", "md"], range: "1–2" },
      { steps: ["lg", "xl", "2xl"], range: "1–3" },
    ]);
  });

  it("never names more slides than there are", () => {
    expect(openingRanges(PROJECTS, 2)).toEqual([
      { steps: ["base", "xs"], range: "1" },
      { steps: ["sm", "md", "lg", "xl", "2xl"], range: "1–2" },
    ]);
  });
});
