import { SWIPE_THRESHOLD_PX } from "../lib/constants";
import {
  SWIPE_KEYS,
  initialStack,
  keyDirection,
  stackReducer,
  swipeDirection,
  type StackState,
  type SwipeDirection,
} from "../lib/swipe";
import { isSwipeWord, recordInput, type EarlyInput, type EarlyRecord } from "./early-swipes";

const RULES = { thresholdPx: SWIPE_THRESHOLD_PX, keys: SWIPE_KEYS };
const NOTHING: EarlyRecord = { press: null, swipes: [] };
const replay = (inputs: EarlyInput[], from: EarlyRecord = NOTHING) =>
  inputs.reduce((record, input) => recordInput(record, input, RULES), from);
const press = (dx: number, pointer = 1): EarlyInput[] => [
  { type: "down", pointer, x: 200 },
  { type: "up", pointer, x: 200 + dx },
];

describe("recordInput", () => {
  it.each([-400, -51, -50, -1, 0, 1, 50, 51, 400])("agrees with the drag's swipeDirection for a %p px press", (dx) => {
    const direction = swipeDirection(dx);
    expect(replay(press(dx))).toEqual({ press: null, swipes: direction === null ? [] : [direction] });
  });

  it.each(["ArrowLeft", "ArrowRight", "ArrowUp", "Enter", "Tab", "constructor"])(
    "agrees with the gallery's keyDirection for %p",
    (key) => {
      const direction = keyDirection(key);
      expect(replay([{ type: "key", key }]).swipes).toEqual(direction === null ? [] : [direction]);
    },
  );

  it("keeps every finished swipe and key, oldest first", () => {
    const inputs: EarlyInput[] = [...press(-120), { type: "key", key: "ArrowRight" }, ...press(30), ...press(90, 2)];
    expect(replay(inputs).swipes).toEqual([-1, 1, 1]);
  });

  it("holds a press until its own pointer ends it", () => {
    const pressed = replay([{ type: "down", pointer: 7, x: 10 }]);
    expect(pressed).toEqual({ press: { pointer: 7, x: 10 }, swipes: [] });
    expect(replay([{ type: "up", pointer: 8, x: 300 }], pressed)).toBe(pressed);
    expect(replay([{ type: "up", pointer: 7, x: 300 }], pressed).swipes).toEqual([1]);
  });

  it("drops a press the browser cancelled (a scroll), and an end without a press", () => {
    expect(
      replay([
        { type: "down", pointer: 1, x: 0 },
        { type: "cancel", pointer: 1 },
        { type: "up", pointer: 1, x: 200 },
      ]),
    ).toEqual(NOTHING);
  });

  it("keeps a press under way while a key is recorded", () => {
    const inputs: EarlyInput[] = [
      { type: "down", pointer: 1, x: 0 },
      { type: "key", key: "ArrowLeft" },
      { type: "up", pointer: 1, x: 60 },
    ];
    expect(replay(inputs).swipes).toEqual([-1, 1]);
  });
});

describe("isSwipeWord", () => {
  it("owns a swipe's words in the early-input buffer, and no other control's", () => {
    expect(["1", "-1", "click", "submit", "by:1", "to:2", "2", ""].filter(isSwipeWord)).toEqual(["1", "-1"]);
  });
});

describe("played back", () => {
  it("moves the stack as the same swipes made on the live stack would", () => {
    // Through the buffer's words, as the recorder writes them and useRecordedSwipes reads them.
    const words = replay([...press(-120), { type: "key", key: "ArrowRight" }]).swipes.map(String);
    const recorded = words.filter(isSwipeWord).map((word) => Number(word) as SwipeDirection);
    const swipe = (state: StackState, direction: SwipeDirection) => stackReducer(state, { type: "swipe", direction });
    expect(recorded.reduce(swipe, initialStack(4))).toEqual(swipe(swipe(initialStack(4), -1), 1));
  });
});
