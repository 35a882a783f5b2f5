/** @jest-environment node */
import { PALETTE } from "./palette";
import { THEME_COLORS } from "./web-app";

describe("THEME_COLORS", () => {
  it.each(["light", "dark"] as const)(
    "%s is that theme's page background (palette.test.ts holds it to global.css)",
    (theme) => {
      expect(THEME_COLORS[theme]).toBe(PALETTE[theme].page);
    },
  );
});
