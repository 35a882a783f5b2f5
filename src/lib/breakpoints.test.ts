import { SCREENS_PX, SCREEN_STEPS, minWidthQuery, screenAt } from "./breakpoints";
import config from "../../tailwind.config";

describe("breakpoints", () => {
  it("are Tailwind's screens, ascending", () => {
    expect(config.theme?.screens).toEqual(
      Object.fromEntries(Object.entries(SCREENS_PX).map(([name, px]) => [name, `${px}px`])),
    );
    const widths = Object.values(SCREENS_PX);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it.each([
    [320, "base"],
    [599, "base"],
    [600, "xs"],
    [639, "xs"],
    [640, "sm"],
    [1023, "md"],
    [1024, "lg"],
    [1280, "xl"],
    [2560, "2xl"],
  ])("puts a %s px viewport in %s", (width, step) => {
    expect(screenAt(width)).toBe(step);
  });

  it("names every step once, base first", () => {
    expect(SCREEN_STEPS).toEqual(["base", "xs", "sm", "md", "lg", "xl", "2xl"]);
    expect(minWidthQuery("lg")).toBe("(min-width: 1024px)");
  });
});
