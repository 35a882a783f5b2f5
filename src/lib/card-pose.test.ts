import { dragPose, flightPose, poseOfComputedStyle, poseTransform, type CardRules } from "./card-pose";
import { CARD_RULES, dragOpacity, dragRotation, flightTarget } from "./swipe";

const RULES: CardRules = { degPerPx: 0.5, minOpacity: 0.2, minOpacityAtPx: 40, flightPx: 500, flightDeg: 30 };

/** The matrix a browser computes for `translateX(x) rotate(deg)`. */
const matrixOf = (x: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return `matrix(${cos}, ${sin}, ${-sin}, ${cos}, ${x}, 0)`;
};

describe("dragPose", () => {
  it("turns with the offset and fades to the floor, held beyond, by the rules it is given", () => {
    expect(dragPose(0, RULES)).toEqual({ x: 0, rotate: 0, opacity: 1 });
    expect(dragPose(20, RULES)).toEqual({ x: 20, rotate: 10, opacity: expect.closeTo(0.6) });
    expect(dragPose(-80, RULES)).toEqual({ x: -80, rotate: -40, opacity: expect.closeTo(0.2) });
  });

  it("is the stack's own drag with the stack's rules", () => {
    for (const offset of [-150, -60, 0, 35, 100]) {
      expect(dragPose(offset, CARD_RULES)).toEqual({
        x: offset,
        rotate: dragRotation(offset),
        opacity: dragOpacity(offset),
      });
    }
  });
});

describe("flightPose", () => {
  it("flies out of sight to the swipe's side", () => {
    expect(flightPose(1, RULES)).toEqual({ x: 500, rotate: 30, opacity: 0 });
    expect(flightPose(-1, CARD_RULES)).toEqual(flightTarget(-1));
  });
});

describe("poseTransform", () => {
  it("writes x and rotate in framer-motion's order", () => {
    expect(poseTransform({ x: -60, rotate: -12, opacity: 0.55 })).toBe("translateX(-60px) rotate(-12deg)");
  });
});

describe("poseOfComputedStyle", () => {
  it.each([
    [60, 12],
    [-300, -20],
    [0, 0],
    [42.5, 8.5],
  ])("reads translateX(%p px) rotate(%p deg) back from the computed matrix", (x, degrees) => {
    const pose = poseOfComputedStyle(matrixOf(x, degrees), "0.55");
    expect(pose.x).toBeCloseTo(x);
    expect(pose.rotate).toBeCloseTo(degrees);
    expect(pose.opacity).toBe(0.55);
  });

  it("takes none, or anything it cannot read, as the card at rest", () => {
    expect(poseOfComputedStyle("none", "1")).toEqual({ x: 0, rotate: 0, opacity: 1 });
    expect(poseOfComputedStyle("rotate(3deg)", "")).toEqual({ x: 0, rotate: 0, opacity: 1 });
  });
});
