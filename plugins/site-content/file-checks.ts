import { createHash } from "node:crypto";
import { open, readFile, stat } from "node:fs/promises";
import sharp from "sharp";

/**
 * Whether a file the content points at is what it claims to be. A photo that
 * was only half copied, or a CV saved as a Word file and renamed, would
 * otherwise surface as a stack trace from the image pipeline or as a broken
 * download for visitors. Each problem ends a sentence that starts with the
 * field and the path.
 */

/**
 * Verdicts by file content: `npm run develop` checks everything again on each
 * save, and decoding every photo each time would make that slow.
 */
const decoded = new Map<string, Promise<string | undefined>>();

/**
 * The largest picture the build takes. The sizes the owner's guide
 * recommends are far below; a 30 MB, 100-megapixel original costs the build
 * half a minute and a gigabyte of memory and gains visitors nothing.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
const EXPORT_SMALLER = "export it at about 2000 px on its longer side";

export async function imageProblem(file: string): Promise<string | undefined> {
  const { size } = await stat(file);
  if (size === 0) return "is an empty file";
  if (size > IMAGE_MAX_BYTES) {
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `is ${megabytes(size)}; a picture may be at most ${megabytes(IMAGE_MAX_BYTES)}: ${EXPORT_SMALLER}`;
  }
  const data = await readFile(file);
  const key = createHash("sha256").update(data).digest("hex");
  let verdict = decoded.get(key);
  if (!verdict) {
    verdict = decode(data);
    decoded.set(key, verdict);
  }
  return verdict;
}

async function decode(data: Buffer): Promise<string | undefined> {
  try {
    // The header alone gives the size, so an oversized picture is refused before it is decoded.
    const { width = 0, height = 0, format } = await sharp(data).metadata();
    if (format !== "svg" && width * height > IMAGE_MAX_PIXELS) {
      const megapixels = (IMAGE_MAX_PIXELS / 1e6).toFixed(0);
      return `is ${width} × ${height} px; a picture may be at most ${megapixels} megapixels: ${EXPORT_SMALLER}`;
    }
    // stats() decodes every pixel, so a truncated file fails here and not only a bad header.
    await sharp(data, { failOn: "truncated" }).stats();
    return undefined;
  } catch (error) {
    return `is not a readable image (${firstLine(error)}); export or copy it again`;
  }
}

/** A PDF starts with its header ("%PDF-1.7") and ends with "%%EOF" within its last kilobyte. */
const PDF_HEADER = /^%PDF-\d\.\d/;
const PDF_END = "%%EOF";
const PDF_TAIL_BYTES = 1024;

export async function pdfProblem(file: string): Promise<string | undefined> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size === 0) return "is an empty file";
    const head = Buffer.alloc(Math.min(size, 16));
    await handle.read(head, 0, head.length, 0);
    // Only the very start counts: an HTML or Word file can mention "%PDF-" further on.
    if (!PDF_HEADER.test(head.toString("latin1"))) return "is not a PDF file; export the CV as PDF";
    const tail = Buffer.alloc(Math.min(size, PDF_TAIL_BYTES));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!tail.includes(PDF_END)) return "is a PDF cut off before its end; export or copy it again";
    return undefined;
  } finally {
    await handle.close();
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim();
}
