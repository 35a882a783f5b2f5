/** @jest-environment node */
import {
  ACCENT_BACKGROUNDS,
  FOCUS_RING_CONTRAST,
  TEXT_CONTRAST,
  accentShade,
  accentStylesheet,
  contrastRatio,
  parseHex,
  worstContrast,
} from "./accent";
import { PALETTE } from "./palette";

describe("contrastRatio", () => {
  // Reference values from WCAG's definition: black on white is 21:1, and #767676 on white is the AA edge, 4.54:1.
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
  ])("%s on %s is %s:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });
});

describe("parseHex", () => {
  it("reads #rgb and #rrggbb in either case", () => {
    expect(parseHex("#F60")).toEqual([255, 102, 0]);
    expect(parseHex("#c2410c")).toEqual([194, 65, 12]);
  });

  it.each(["orange", "#ff660", "ff6600", "#gg6600"])("refuses %s", (value) => {
    expect(() => parseHex(value)).toThrow("#rrggbb");
  });
});

describe("the edge of a control", () => {
  it.each(["light", "dark"] as const)("stands 3:1 from the %s theme's page and cards, as a mark does", (theme) => {
    const edge = PALETTE[theme].control;
    for (const background of ACCENT_BACKGROUNDS[theme].slice(0, 2)) {
      expect(contrastRatio(edge, background)).toBeGreaterThanOrEqual(FOCUS_RING_CONTRAST);
    }
  });
});

describe("the backgrounds the accent is checked on", () => {
  it.each(["light", "dark"] as const)(
    "are the %s theme's page, surface and raised colours (palette.test.ts)",
    (theme) => {
      const { page, surface, raised } = PALETTE[theme];
      expect(ACCENT_BACKGROUNDS[theme]).toEqual([page, surface, raised]);
    },
  );

  it.each(["light", "dark"] as const)("already hold the %s theme's own accent at AA", (theme) => {
    const { text, mark } = worstContrast(PALETTE[theme].accentInk, theme);
    expect(text).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(mark).toBeGreaterThanOrEqual(FOCUS_RING_CONTRAST);
  });
});

describe("accentShade", () => {
  it.each(["#ff6600", "#ffd400", "#0ea5e9", "#22c55e", "#ff00ff", "#777777", "#000000", "#ffffff", "#1e3a8a"])(
    "makes %s readable as text, and so as a focus ring, on every background of both themes",
    (hex) => {
      for (const theme of ["light", "dark"] as const) {
        const { colour, contrast } = accentShade(hex, theme);
        const [page, surface, raised] = ACCENT_BACKGROUNDS[theme];
        for (const background of [page, surface]) {
          expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
        expect(contrastRatio(colour, raised)).toBeGreaterThanOrEqual(FOCUS_RING_CONTRAST);
        expect(contrast).toEqual(worstContrast(colour, theme));
      }
    },
  );

  it("keeps a colour that passes as the owner gave it", () => {
    expect(accentShade("#1e3a8a", "light")).toMatchObject({ colour: "#1e3a8a", derived: false });
    expect(accentShade("#ffd400", "dark")).toMatchObject({ colour: "#ffd400", derived: false });
  });

  it("darkens for the light theme and lightens for the dark one, only as far as AA needs", () => {
    const light = accentShade("#ff6600", "light");
    const dark = accentShade("#1e3a8a", "dark");
    expect(light.derived && dark.derived).toBe(true);
    // Just past the line, not far beyond it: the shade stays as close to the owner's colour as it can.
    expect(light.contrast.text).toBeLessThan(TEXT_CONTRAST + 0.15);
    expect(dark.contrast.text).toBeLessThan(TEXT_CONTRAST + 0.15);
    const sum = (hex: string) => parseHex(hex).reduce((total, channel) => total + channel, 0);
    expect(sum(light.colour)).toBeLessThan(sum("#ff6600"));
    expect(sum(dark.colour)).toBeGreaterThan(sum("#1e3a8a"));
  });

  it("keeps the owner's hue: an orange stays orange", () => {
    const [r, g, b] = parseHex(accentShade("#ff6600", "light").colour);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(g / r).toBeCloseTo(0.4, 1);
  });
});

describe("accentStylesheet", () => {
  it("is nothing without an accent, so the page keeps its own", () => {
    expect(accentStylesheet(undefined)).toBeNull();
    expect(accentStylesheet(null)).toBeNull();
  });

  it("sets each theme's shade as an RGB triplet, above global.css's :root and .dark", () => {
    const light = parseHex(accentShade("#ff6600", "light").colour).join(" ");
    expect(accentStylesheet("#ff6600")).toBe(
      `html:root{--color-accent-ink:${light}}html.dark{--color-accent-ink:255 102 0}`,
    );
  });
});
