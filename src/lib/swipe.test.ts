import {
  CARD_AT_REST,
  dragOpacity,
  dragRotation,
  flightTarget,
  initialStack,
  isFlight,
  keyDirection,
  stackPose,
  stackReducer,
  swipeDirection,
} from "./swipe";

describe("swipeDirection", () => {
  it.each([
    [0, null],
    [30, null],
    [50, null],
    [-50, null],
    [51, 1],
    [-51, -1],
    [240, 1],
    [-240, -1],
  ])("a drag of %p px gives %p", (offset, expected) => {
    expect(swipeDirection(offset)).toBe(expected);
  });
});

describe("dragRotation", () => {
  it.each([
    [0, 0],
    [10, 2],
    [50, 10],
    [-100, -20],
    [300, 60],
  ])("turns %p px into %p degrees", (offset, degrees) => {
    expect(dragRotation(offset)).toBeCloseTo(degrees);
  });
});

describe("dragOpacity", () => {
  it.each([
    [0, 1],
    [50, 0.625],
    [-50, 0.625],
    [100, 0.25],
    [-100, 0.25],
    [400, 0.25],
  ])("at %p px is %p", (offset, opacity) => {
    expect(dragOpacity(offset)).toBeCloseTo(opacity);
  });

  it("never drops below the 25 % floor", () => {
    for (let offset = -1000; offset <= 1000; offset += 7) {
      expect(dragOpacity(offset)).toBeGreaterThanOrEqual(0.25);
      expect(dragOpacity(offset)).toBeLessThanOrEqual(1);
    }
  });
});

describe("flightTarget", () => {
  it("flies 300 px and 20 degrees to the swipe's side", () => {
    expect(flightTarget(1)).toEqual({ x: 300, rotate: 20, opacity: 0 });
    expect(flightTarget(-1)).toEqual({ x: -300, rotate: -20, opacity: 0 });
  });

  it("starts from the pose the swipe recorder left the card in, as keyframes", () => {
    expect(flightTarget(-1, { x: -80, rotate: -16, opacity: 0.4 })).toEqual({
      x: [-80, -300],
      rotate: [-16, -20],
      opacity: [0.4, 0],
    });
  });

  it("rests upright and opaque", () => {
    expect(CARD_AT_REST).toEqual({ x: 0, rotate: 0, opacity: 1 });
  });
});

describe("isFlight", () => {
  it("knows a finished flight to the side from the rest pose, the other side or no target", () => {
    expect(isFlight(flightTarget(-1), -1)).toBe(true);
    expect(isFlight({ ...flightTarget(1) }, 1)).toBe(true);
    expect(isFlight(CARD_AT_REST, 1)).toBe(false);
    expect(isFlight(flightTarget(1), -1)).toBe(false);
    expect(isFlight(undefined, 1)).toBe(false);
    expect(isFlight("variant", 1)).toBe(false);
  });

  it("knows a flight that started where the recorder left the card by where it ends", () => {
    const from = { x: 60, rotate: 12, opacity: 0.55 };
    expect(isFlight(flightTarget(1, from), 1)).toBe(true);
    expect(isFlight(flightTarget(1, from), -1)).toBe(false);
    expect(isFlight({ x: [300, 0], rotate: [20, 0], opacity: [0, 1] }, 1)).toBe(false);
  });
});

describe("keyDirection", () => {
  it("maps the horizontal arrow keys only", () => {
    expect(keyDirection("ArrowLeft")).toBe(-1);
    expect(keyDirection("ArrowRight")).toBe(1);
    expect(keyDirection("ArrowUp")).toBeNull();
    expect(keyDirection("Enter")).toBeNull();
  });
});

describe("stackPose", () => {
  it("draws the front card and the one right behind it, which a drag uncovers", () => {
    expect(stackPose(0)).toEqual({ opacity: 1 });
    expect(stackPose(1)).toEqual({ opacity: 1 });
  });

  it("hides deeper cards", () => {
    expect(stackPose(2)).toEqual({ opacity: 0 });
    expect(stackPose(5)).toEqual({ opacity: 0 });
  });
});

describe("stackReducer", () => {
  it("sends the front card to the back and records its flight", () => {
    const state = stackReducer(initialStack(3), { type: "swipe", direction: -1 });
    expect(state.order).toEqual([1, 2, 0]);
    expect(state.flights).toEqual({ 0: { direction: -1 } });
  });

  it("keeps the pose a played-back swipe starts its flight from", () => {
    const from = { x: 70, rotate: 14, opacity: 0.4 };
    const state = stackReducer(initialStack(3), { type: "swipe", direction: 1, from });
    expect(state.flights).toEqual({ 0: { direction: 1, from } });
  });

  it("cycles back to the first photo after one swipe per photo", () => {
    let state = initialStack(7);
    for (let swipe = 0; swipe < 7; swipe += 1) state = stackReducer(state, { type: "swipe", direction: 1 });
    expect(state.order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("forgets a flight once the card has landed", () => {
    const flying = stackReducer(initialStack(3), { type: "swipe", direction: 1 });
    const landed = stackReducer(flying, { type: "landed", index: 0 });
    expect(landed.flights).toEqual({});
    expect(stackReducer(landed, { type: "landed", index: 0 })).toBe(landed);
  });

  it("turns back a card that comes to the front while it is still flying out", () => {
    const once = stackReducer(initialStack(2), { type: "swipe", direction: 1 });
    const twice = stackReducer(once, { type: "swipe", direction: -1 });
    expect(twice.order).toEqual([0, 1]);
    expect(twice.flights).toEqual({ 1: { direction: -1 } });
  });

  it("leaves a single photo where it is", () => {
    const single = initialStack(1);
    expect(stackReducer(single, { type: "swipe", direction: 1 })).toBe(single);
  });
});
