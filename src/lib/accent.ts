import type { Theme } from "../features/theme/theme";

/**
 * The owner's accent colour (site.json's `accent`), turned into one shade per
 * theme that reads as text on every background the accent is drawn on. The
 * hue and saturation stay the owner's; only the lightness moves, as little as
 * needed: darker for the light theme, lighter for the dark one. A colour that
 * already passes in a theme is used there as it is.
 */

/**
 * Each theme's page, card and raised backgrounds (--color-page, -surface, -raised in global.css; palette.test.ts
 * holds them to it).
 */
export const ACCENT_BACKGROUNDS: Readonly<Record<Theme, readonly [page: string, surface: string, raised: string]>> = {
  light: ["#f7f4ee", "#fffdf9", "#efeae1"],
  dark: ["#110f0d", "#201d1a", "#2c2824"],
};

/**
 * WCAG AA: accent text (links, company names, the pulsing sub-line) sits on
 * the page and on cards and needs 4.5:1; the focus ring and the icons in
 * raised circles are marks, which need 3:1 on every background.
 */
export const TEXT_CONTRAST = 4.5;
export const FOCUS_RING_CONTRAST = 3;

/** How site.json writes the accent ("#rrggbb"), and what the visual editor's colour picker saves. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** CSS's short form, which code may still hand to parseHex; the content's accent is always written in full. */
export const SHORT_HEX_COLOUR = /^#[0-9a-fA-F]{3}$/;

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const short = SHORT_HEX_COLOUR.test(hex);
  if (!short && !HEX_COLOUR.test(hex)) throw new Error(`"${hex}" is not a #rrggbb colour`);
  const digits = short ? [...hex.slice(1)].map((digit) => digit + digit).join("") : hex.slice(1);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** A colour in the "#rrggbb" form, lower case: "#F60" is "#ff6600". */
export const fullHex = (hex: string) => toHex(parseHex(hex));

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The lowest contrast of a colour as text (on the page and cards) and as a mark (on every background). */
export function worstContrast(colour: string, theme: Theme): { text: number; mark: number } {
  const [page, surface, raised] = ACCENT_BACKGROUNDS[theme];
  const text = Math.min(contrastRatio(colour, page), contrastRatio(colour, surface));
  return { text, mark: Math.min(text, contrastRatio(colour, raised)) };
}

const passes = ({ text, mark }: { text: number; mark: number }) => text >= TEXT_CONTRAST && mark >= FOCUS_RING_CONTRAST;

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export interface AccentShade {
  /** The colour the theme draws the accent with. */
  colour: string;
  /** Its lowest contrast as text and as a mark. */
  contrast: { text: number; mark: number };
  /** Whether it differs from the owner's colour. */
  derived: boolean;
}

/**
 * The shade of `hex` for one theme: the owner's colour if it passes, else the
 * nearest lightness (found by bisection) at which it does. Black passes on the
 * light theme's backgrounds and white on the dark one's, so a shade is always found.
 */
export function accentShade(hex: string, theme: Theme): AccentShade {
  const own = fullHex(hex);
  const contrast = worstContrast(own, theme);
  if (passes(contrast)) return { colour: own, contrast, derived: false };
  const [h, s, l] = toHsl(parseHex(own));
  // Toward black for the light theme, toward white for the dark one, keeping the passing end.
  let [failing, passing] = theme === "light" ? [l, 0] : [l, 1];
  for (let step = 0; step < 24; step += 1) {
    const middle = (failing + passing) / 2;
    if (passes(worstContrast(toHex(fromHsl([h, s, middle])), theme))) passing = middle;
    else failing = middle;
  }
  const colour = toHex(fromHsl([h, s, passing]));
  return { colour, contrast: worstContrast(colour, theme), derived: true };
}

const triplet = (hex: string) => parseHex(hex).join(" ");

/**
 * The stylesheet that puts the owner's accent on the page, or null without
 * one. `html:root` and `html.dark` outrank global.css's `:root` and `.dark`
 * wherever the head places this element.
 */
export function accentStylesheet(hex: string | null | undefined): string | null {
  if (!hex) return null;
  const light = accentShade(hex, "light").colour;
  const dark = accentShade(hex, "dark").colour;
  return `html:root{--color-accent-ink:${triplet(light)}}html.dark{--color-accent-ink:${triplet(dark)}}`;
}
