import {
  EARLY_DRAG_ATTR,
  EARLY_INPUT_ATTR,
  EARLY_INPUT_EVENT,
  PHOTO_CARD_ATTR,
  PHOTO_STACK_ATTR,
  STACK_LIVE_ATTR,
  SWIPE_RECORDER_ATTR,
} from "./contract";
import { SWIPE_RECORDER_SCRIPT, installSwipeRecorder } from "./swipe-recorder-script";

const root = document.documentElement;
const stack = () => document.querySelector<HTMLElement>(`[${PHOTO_STACK_ATTR}]`)!;
const pending = () => stack().getAttribute(EARLY_INPUT_ATTR);
const card = () => document.querySelector<HTMLElement>(`[${PHOTO_CARD_ATTR}="front"]`)!;
/** The pose and fade the recorder gives the card, which the stylesheet sets over the card's own while it holds it. */
const pose = () => card().style.getPropertyValue("--pose");
const fade = () => card().style.getPropertyValue("--fade");

/** jsdom has no PointerEvent: a mouse event with the pointer's fields. */
function pointer(type: string, target: Element, x: number, { id = 1, button = 0, isPrimary = true } = {}) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, button });
  Object.defineProperties(event, { pointerId: { value: id }, isPrimary: { value: isPrimary } });
  target.dispatchEvent(event);
}

function swipe(target: Element, dx: number, options?: { id?: number }) {
  pointer("pointerdown", target, 100, options);
  pointer("pointerup", target, 100 + dx, options);
}

function key(target: Element, name: string) {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("SWIPE_RECORDER_SCRIPT, as the page runs it", () => {
  let told = 0;
  const tell = () => (told += 1);

  // Run once, as on the page: its listeners stay on the document.
  beforeAll(() => {
    new Function(SWIPE_RECORDER_SCRIPT)();
    document.addEventListener(EARLY_INPUT_EVENT, tell);
  });
  afterAll(() => document.removeEventListener(EARLY_INPUT_EVENT, tell));

  beforeEach(() => {
    told = 0;
    document.body.innerHTML =
      `<div ${PHOTO_STACK_ATTR} tabindex="0"><div ${PHOTO_CARD_ATTR}="front"><img alt=""></div>` +
      `<div ${PHOTO_CARD_ATTR}="back"></div><p>Photo 1 of 3</p></div><button>Elsewhere</button>`;
  });

  it("records a finished swipe on the front card, even through its photo, and tells the stack", () => {
    swipe(card().querySelector("img")!, 80);
    expect(pending()).toBe("1");
    swipe(card(), -120);
    expect(pending()).toBe("1 -1");
    expect(told).toBeGreaterThanOrEqual(2);
  });

  it("notes a hover or focus on the gallery as the visitor turning to it, without a swipe", () => {
    stack()
      .querySelector("p")!
      .dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(pending()).toBe("");
    expect(told).toBe(1);
    stack().removeAttribute(EARLY_INPUT_ATTR);
    stack().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(pending()).toBe("");
  });

  it("records nothing for a short press, a card behind, a secondary button or a press elsewhere", () => {
    swipe(card(), 50);
    swipe(document.querySelector(`[${PHOTO_CARD_ATTR}="back"]`)!, 120);
    pointer("pointerdown", card(), 100, { button: 2 });
    pointer("pointerup", card(), 300, { button: 2 });
    expect(pending()).toBe("");
    stack().removeAttribute(EARLY_INPUT_ATTR);
    swipe(document.querySelector("button")!, 120);
    expect(pending()).toBeNull();
  });

  it("drops a press the browser cancelled for a scroll", () => {
    pointer("pointerdown", card(), 100);
    pointer("pointercancel", card(), 100);
    pointer("pointerup", card(), 300);
    expect(pending()).toBe("");
  });

  it("records arrow keys on the gallery and keeps them from the page; other keys pass", () => {
    expect(key(stack(), "ArrowLeft")).toBe(true);
    expect(key(stack(), "Enter")).toBe(false);
    expect(key(document.querySelector("button")!, "ArrowRight")).toBe(false);
    expect(pending()).toBe("-1");
  });

  it("stands aside once the stack is live, but still ends a press begun before", () => {
    pointer("pointerdown", card(), 100);
    stack().setAttribute(STACK_LIVE_ATTR, "");
    pointer("pointerup", card(), 200);
    expect(pending()).toBe("1");

    swipe(card(), 120);
    expect(key(stack(), "ArrowRight")).toBe(false);
    expect(pending()).toBe("1");
  });

  it("moves the front card with the press, turning and fading as the stack's drag does", () => {
    pointer("pointerdown", card(), 100);
    expect(card()).toHaveAttribute(EARLY_DRAG_ATTR);
    pointer("pointermove", card(), 160);
    expect(pose()).toBe("translateX(60px) rotate(12deg)");
    expect(Number(fade())).toBeCloseTo(0.55);
    pointer("pointermove", document.body, -100);
    expect(pose()).toBe("translateX(-200px) rotate(-40deg)");
    expect(fade()).toBe("0.25");
    pointer("pointermove", card(), 400, { id: 2 });
    expect(pose()).toBe("translateX(-200px) rotate(-40deg)");
  });

  it("flies a swiped card out of sight and leaves it for the stack to take over", () => {
    pointer("pointerdown", card(), 100);
    pointer("pointermove", card(), 40);
    pointer("pointerup", card(), 20);
    expect(pending()).toBe("-1");
    expect(pose()).toBe("translateX(-300px) rotate(-20deg)");
    expect(fade()).toBe("0");
    expect(card().style.transition).toBe("transform 300ms ease-out, opacity 300ms ease-out");
    expect(card().style.pointerEvents).toBe("none");
    expect(card()).toHaveAttribute(EARLY_DRAG_ATTR);
  });

  it("snaps a short press back and then hands the card back as it was", () => {
    jest.useFakeTimers();
    try {
      card().style.opacity = "1";
      pointer("pointerdown", card(), 100);
      pointer("pointermove", card(), 140);
      pointer("pointerup", card(), 140);
      expect(pending()).toBe("");
      expect(pose()).toBe("translateX(0px) rotate(0deg)");
      jest.advanceTimersByTime(300);
      expect(card()).not.toHaveAttribute(EARLY_DRAG_ATTR);
      // Only what the recorder wrote goes: the card's own opacity stays.
      expect(card().getAttribute("style")).toBe("opacity: 1;");
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps a card pressed again while it snaps back", () => {
    jest.useFakeTimers();
    try {
      swipe(card(), 30);
      pointer("pointerdown", card(), 100);
      pointer("pointermove", card(), 130);
      jest.advanceTimersByTime(300);
      expect(card()).toHaveAttribute(EARLY_DRAG_ATTR);
      expect(pose()).toBe("translateX(30px) rotate(6deg)");
    } finally {
      jest.useRealTimers();
    }
  });

  it("listens only once, however often the stack installs it too", () => {
    expect(root).toHaveAttribute(SWIPE_RECORDER_ATTR);
    installSwipeRecorder();
    swipe(card(), 120);
    expect(pending()).toBe("1");
  });
});
