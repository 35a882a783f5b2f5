import { CARD_ASPECT_RATIO, CARD_STACK_MAX_WIDTH_PX, SHORT_VIEWPORT_MAX_HEIGHT_PX } from "../../lib/constants";
import { STACK_STYLE, STACK_VIEWPORT_RESERVE_PX } from "./photo-stack-layout";

describe("the photo deck's width", () => {
  it("narrows with the height only on a low screen, so an upright phone's or tablet's place pill finds the photo's corner", () => {
    // STACK_STYLE's height term, on the lowest screen that is not a low one, is no narrower than the widest deck.
    expect(STACK_STYLE.width).toContain(`(100svh - ${STACK_VIEWPORT_RESERVE_PX}px) * ${CARD_ASPECT_RATIO}`);
    const lowestUpright = SHORT_VIEWPORT_MAX_HEIGHT_PX + 1;
    expect((lowestUpright - STACK_VIEWPORT_RESERVE_PX) * CARD_ASPECT_RATIO).toBeGreaterThanOrEqual(
      CARD_STACK_MAX_WIDTH_PX,
    );
  });
});
