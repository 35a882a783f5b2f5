import { THEME_COLORS } from "../../src/lib/web-app";

/** One picture the build draws from content's appIcon. */
export interface AppIcon {
  /** Where it is served, from the site's root. */
  path: string;
  size: number;
  /**
   * "maskable": the picture sits inside the middle 80% on the theme's page
   * colour, so Android can cut any shape from it; "opaque": flattened on that
   * colour, since iOS would fill transparent parts with black.
   */
  kind: "any" | "maskable" | "opaque";
}

/**
 * The sizes browsers install a site with (192 and 512 px, Chrome's minimum
 * and its splash screen), a maskable one for Android's shaped icons, and the
 * 180 px icon iOS puts on the home screen.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { path: "/icons/icon-192.png", size: 192, kind: "any" },
  { path: "/icons/icon-512.png", size: 512, kind: "any" },
  { path: "/icons/maskable-512.png", size: 512, kind: "maskable" },
  { path: "/apple-touch-icon.png", size: 180, kind: "opaque" },
];

export interface ManifestSite {
  name: string;
  description: string;
}

/**
 * The web app manifest. It holds one theme colour, the light page's: the
 * theme-color meta tags of every page give each colour scheme its own, and
 * browsers prefer them.
 */
export function buildWebManifest({ name, description }: ManifestSite, icons: readonly AppIcon[] = APP_ICONS) {
  return {
    id: "/",
    name,
    description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: icons
      .filter((icon) => icon.kind !== "opaque")
      .map(({ path, size, kind }) => ({ src: path, sizes: `${size}x${size}`, type: "image/png", purpose: kind })),
  };
}
