import { THEME_COLORS } from "../../src/lib/web-app";
import { APP_ICONS, buildWebManifest } from "./web-manifest";

const SITE = { name: "Jane Doe", description: "Product builder in Vienna." };

describe("buildWebManifest", () => {
  const manifest = buildWebManifest(SITE);

  it("names the site and opens its home page", () => {
    expect(manifest).toMatchObject({ ...SITE, id: "/", start_url: "/", scope: "/", display: "standalone" });
  });

  it("tints with the light page colour; the pages' meta tags give the dark one", () => {
    expect(manifest.theme_color).toBe(THEME_COLORS.light);
    expect(manifest.background_color).toBe(THEME_COLORS.light);
  });

  it("offers the 192 and 512 px icons Chrome installs with, and a maskable one", () => {
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("leaves the Apple touch icon to its link tag", () => {
    const appleIcon = APP_ICONS.find((icon) => icon.kind === "opaque");
    expect(appleIcon).toEqual({ path: "/apple-touch-icon.png", size: 180, kind: "opaque" });
    expect(manifest.icons.map((icon) => icon.src)).not.toContain(appleIcon?.path);
  });
});
