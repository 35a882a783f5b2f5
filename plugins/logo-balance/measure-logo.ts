import sharp from "sharp";
import { opticalScale } from "./optical-scale";
import { isSingleInk } from "./single-ink";

/** The square a logo is drawn into to be measured: enough pixels for a thin stroke to count. */
const MEASURE_PX = 128;
/** librsvg's own resolution, at which sharp draws an SVG unless given another. */
const SVG_DPI = 72;

/** What the page needs to know of a logo to draw it among the others. */
export interface LogoMeasure {
  /** How much to scale it (optical-scale.ts). */
  opticalScale: number;
  /** Whether it is drawn in one colour (single-ink.ts). */
  singleInk: boolean;
}

/**
 * A logo's measure, from its file: an SVG drawn at the measuring size, a bitmap resized to it. Null where the
 * picture cannot tell ink from background (it has no alpha channel) or cannot be read, so the page draws that logo
 * at its box's size and in its own greys, as before.
 */
export async function measureLogo(file: string): Promise<LogoMeasure | null> {
  try {
    const { format, hasAlpha, width = MEASURE_PX, height = MEASURE_PX } = await sharp(file).metadata();
    if (format !== "svg" && !hasAlpha) return null;
    const density = format === "svg" ? Math.ceil((SVG_DPI * MEASURE_PX) / Math.max(width, height)) : undefined;
    const rgba = await sharp(file, density ? { density } : {})
      .resize(MEASURE_PX, MEASURE_PX, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const alpha = rgba.filter((_, index) => index % 4 === 3);
    return { opticalScale: opticalScale(alpha, MEASURE_PX), singleInk: isSingleInk(rgba) };
  } catch {
    return null;
  }
}
