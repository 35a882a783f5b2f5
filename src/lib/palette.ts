import type { Theme } from "../features/theme/theme";
import { ACCENT_BACKGROUNDS } from "./accent";

const backgrounds = (theme: Theme) => {
  const [page, surface, raised] = ACCENT_BACKGROUNDS[theme];
  return { page, surface, raised };
};

/**
 * The colour tokens that code outside the stylesheet draws with, per theme, as
 * src/styles/global.css declares them in :root and .dark (palette.test.ts
 * holds the two together): the share card and the editor's login page, and
 * the backgrounds, which src/lib/accent.ts keeps as the one list the page's
 * own script carries (the accent's contrast, the browser's bars).
 */
export const PALETTE = {
  light: { ...backgrounds("light"), ink: "#1c1917", muted: "#57534e", control: "#8c847a", accentInk: "#96590a" },
  dark: { ...backgrounds("dark"), ink: "#f5f5f4", muted: "#a8a29e", control: "#7a736c", accentInk: "#e2b262" },
} as const satisfies Record<Theme, Record<string, string>>;
