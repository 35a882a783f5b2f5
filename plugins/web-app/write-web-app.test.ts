/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH, THEME_COLORS } from "../../src/lib/web-app";
import { APP_ICONS } from "./web-manifest";
import { writeWebApp } from "./write-web-app";

const FIXTURES = join(__dirname, "../../fixtures/content");
const DEFAULT_ICON = join(__dirname, "../../static/favicon.svg");
// The odd content's icon is a 3:2 SVG: teal, with a light ring in the middle.
const TEAL = { r: 0x0f, g: 0x76, b: 0x6e };

async function pixel(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at], g: data[at + 1], b: data[at + 2], alpha: data[at + 3] };
}

const rgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
});

describe("writeWebApp", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "public-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("writes the manifest with the content's name and every icon it names", async () => {
    const written = await writeWebApp(join(FIXTURES, "full"), publicDir, DEFAULT_ICON);
    expect(written).toEqual([MANIFEST_PATH, ...APP_ICONS.map((icon) => icon.path)]);
    const manifest = JSON.parse(readFileSync(join(publicDir, MANIFEST_PATH), "utf8"));
    const site = JSON.parse(readFileSync(join(FIXTURES, "full/site.json"), "utf8"));
    expect(manifest).toMatchObject({ name: site.name, description: site.description, start_url: "/" });
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await sharp(join(publicDir, icon.src)).metadata()).toMatchObject({ format: "png", width, height });
    }
  });

  it("draws every size from an SVG that is not square, cropped to its middle", async () => {
    await writeWebApp(join(FIXTURES, "odd"), publicDir, DEFAULT_ICON);
    for (const { path, size } of APP_ICONS) {
      expect(await sharp(join(publicDir, path)).metadata()).toMatchObject({ width: size, height: size });
    }
    // The 3:2 picture's sides are cut off, so its teal fills the corner; a letterbox would leave it empty.
    expect(await pixel(join(publicDir, "icons/icon-512.png"), 2, 2)).toEqual({ ...TEAL, alpha: 255 });
  });

  it("leaves a margin of the page colour around a maskable icon, for the shapes Android cuts", async () => {
    await writeWebApp(join(FIXTURES, "odd"), publicDir, DEFAULT_ICON);
    const maskable = join(publicDir, "icons/maskable-512.png");
    expect(await pixel(maskable, 10, 10)).toEqual({ ...rgb(THEME_COLORS.light), alpha: 255 });
    expect(await pixel(maskable, 60, 60)).toEqual({ ...TEAL, alpha: 255 });
  });

  it("gives iOS an opaque icon, on the page colour where the picture is transparent", async () => {
    const contentDir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      const transparent = { width: 256, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } as const;
      await sharp({ create: transparent }).png().toFile(join(contentDir, "icon.png"));
      writeFileSync(
        join(contentDir, "site.json"),
        JSON.stringify({ name: "Jane", description: "", appIcon: "icon.png" }),
      );
      await writeWebApp(contentDir, publicDir, DEFAULT_ICON);
      const appleIcon = join(publicDir, APPLE_TOUCH_ICON_PATH);
      expect((await sharp(appleIcon).metadata()).hasAlpha).toBe(false);
      expect(await pixel(appleIcon, 90, 90)).toEqual({ ...rgb(THEME_COLORS.light), alpha: 255 });
      expect((await pixel(join(publicDir, "icons/icon-192.png"), 90, 90)).alpha).toBe(0);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it("draws the site's default mark when the content names no icon", async () => {
    const contentDir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      writeFileSync(join(contentDir, "site.json"), JSON.stringify({ name: "Jane", description: "" }));
      await writeWebApp(contentDir, publicDir, DEFAULT_ICON);
      for (const { path, size } of APP_ICONS) {
        expect(await sharp(join(publicDir, path)).metadata()).toMatchObject({
          format: "png",
          width: size,
          height: size,
        });
      }
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
