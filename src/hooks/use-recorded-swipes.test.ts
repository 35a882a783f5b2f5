import { EARLY_DRAG_ATTR, PHOTO_CARD_ATTR } from "../boot/contract";
import { takeEarlyDrag } from "./use-recorded-swipes";

describe("takeEarlyDrag", () => {
  let gallery: HTMLElement;
  const card = () => gallery.querySelector<HTMLElement>(`[${PHOTO_CARD_ATTR}="front"]`)!;

  beforeEach(() => {
    gallery = document.createElement("div");
    gallery.innerHTML = `<div ${PHOTO_CARD_ATTR}="front"></div>`;
  });
  afterEach(() => jest.restoreAllMocks());

  it("takes the card over from the pose the browser draws it in, mid-flight, and ends the recorder's styles", () => {
    // As the recorder leaves it: its pose and fade as custom properties over the card's own, here at rest.
    Object.assign(card().style, {
      transform: "translateX(0px) rotate(0deg)",
      opacity: "1",
      transition: "transform 300ms ease-out, opacity 300ms ease-out",
      pointerEvents: "none",
    });
    card().style.setProperty("--pose", "translateX(-300px) rotate(-20deg)");
    card().style.setProperty("--fade", "0");
    card().setAttribute(EARLY_DRAG_ATTR, "");
    // Part of the way out: what getComputedStyle reports while the recorder's transition runs.
    const drawn = { transform: "matrix(0.951057, -0.309017, 0.309017, 0.951057, -120, 0)", opacity: "0.3" };
    jest.spyOn(window, "getComputedStyle").mockReturnValue(drawn as CSSStyleDeclaration);

    const pose = takeEarlyDrag(gallery);

    expect(pose?.x).toBeCloseTo(-120);
    expect(pose?.rotate).toBeCloseTo(-18);
    expect(pose?.opacity).toBeCloseTo(0.3);
    expect(card()).not.toHaveAttribute(EARLY_DRAG_ATTR);
    expect(card().style.transition).toBe("");
    expect(card().style.pointerEvents).toBe("");
    expect(card().style.getPropertyValue("--pose")).toBe("");
    expect(card().style.getPropertyValue("--fade")).toBe("");
    expect(card().style.transform).toBe(`translateX(${pose!.x}px) rotate(${pose!.rotate}deg)`);
    expect(card().style.opacity).toBe("0.3");
  });

  it("leaves a card the recorder did not move to the stack as it is", () => {
    card().style.opacity = "1";
    expect(takeEarlyDrag(gallery)).toBeUndefined();
    expect(card().getAttribute("style")).toBe("opacity: 1;");
  });
});
