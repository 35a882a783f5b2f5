import type { Theme } from "../features/theme/theme";

/**
 * What phones and browsers ask of the site beyond the page: its web app
 * manifest and the icon iOS puts on the home screen, both written by the
 * build from content's appIcon (plugins/web-app/), and the colour they tint
 * their own bars and splash screens with.
 */
export const MANIFEST_PATH = "/manifest.webmanifest";
// At the site's root, where iOS also looks for it when a page names none.
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";

/** Each theme's page background (--color-page in src/styles/global.css), so the browser's bars blend into the page. */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { light: "#f7f4ee", dark: "#110f0d" };
