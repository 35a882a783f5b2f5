import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { THEME_COLORS } from "../../src/lib/web-app";
import type { AppIcon } from "./web-manifest";

// The share of a maskable icon Android keeps under every shape it cuts.
const MASKABLE_SAFE_ZONE = 0.8;
// librsvg renders an SVG at 72 dpi unless told a density; sharp takes up to this.
const MAX_SVG_DENSITY = 2400;

/** The source drawn at least as large as the largest icon: an SVG rendered sharp, anything else as it is. */
async function source(file: string, largest: number): Promise<sharp.Sharp> {
  const { format, width = largest, height = largest } = await sharp(file).metadata();
  if (format !== "svg") return sharp(file);
  const density = Math.min(MAX_SVG_DENSITY, Math.ceil((72 * largest) / Math.min(width, height)));
  return sharp(file, { density });
}

/** A square of the source at `size`, cropped to its middle when it is not square. */
function square(image: sharp.Sharp, size: number): sharp.Sharp {
  return image.clone().resize(size, size, { fit: "cover", position: "centre" });
}

async function draw(image: sharp.Sharp, { size, kind }: AppIcon): Promise<sharp.Sharp> {
  if (kind === "any") return square(image, size);
  if (kind === "opaque") return square(image, size).flatten({ background: THEME_COLORS.light });
  const inner = Math.round(size * MASKABLE_SAFE_ZONE);
  const picture = await square(image, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLORS.light } }).composite([
    { input: picture, gravity: "centre" },
  ]);
}

/** Draws every icon from one source picture into publicDir. */
export async function writeAppIcons(sourceFile: string, publicDir: string, icons: readonly AppIcon[]): Promise<void> {
  const image = await source(sourceFile, Math.max(...icons.map((icon) => icon.size)));
  for (const icon of icons) {
    const target = join(publicDir, icon.path);
    await mkdir(dirname(target), { recursive: true });
    await (await draw(image, icon)).png({ compressionLevel: 9 }).toFile(target);
  }
}
