import { readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import { CONTENT_DIR } from "./content";

/**
 * The width of every picture in the content the build was made from, by file
 * name without extension: gatsby-plugin-image keeps that name in every size
 * it writes, so a served URL leads back to its source.
 */
export async function sourceImageWidths(): Promise<Map<string, number>> {
  const widths = new Map<string, number>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(jpe?g|png|webp|avif)$/i.test(entry.name)) {
        const { width } = await sharp(path).metadata();
        if (width) widths.set(basename(entry.name, extname(entry.name)), width);
      }
    }
  };
  await walk(join(CONTENT_DIR, "images"));
  return widths;
}

/** The source width behind a served picture's URL; throws for a picture that has no source in the content. */
export function sourceWidthOf(widths: Map<string, number>, url: string): number {
  const name = basename(new URL(url).pathname, extname(new URL(url).pathname));
  const width = widths.get(name);
  if (width === undefined) throw new Error(`no source picture in the content for ${url}`);
  return width;
}
