import { createHash } from "node:crypto";
import { open, readFile } from "node:fs/promises";
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

export async function imageProblem(file: string): Promise<string | undefined> {
  const data = await readFile(file);
  if (data.length === 0) return "is an empty file";
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
    // stats() decodes every pixel, so a truncated file fails here and not only a bad header.
    await sharp(data, { failOn: "truncated" }).stats();
    return undefined;
  } catch (error) {
    return `is not a readable image (${firstLine(error)}); export or copy it again`;
  }
}

const PDF_SIGNATURE = "%PDF-";

export async function pdfProblem(file: string): Promise<string | undefined> {
  const handle = await open(file, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
    if (bytesRead === 0) return "is an empty file";
    // Some writers put a few bytes before the signature; readers accept it within the first kilobyte.
    if (!buffer.subarray(0, bytesRead).includes(PDF_SIGNATURE)) return "is not a PDF file; export the CV as PDF";
    return undefined;
  } finally {
    await handle.close();
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim();
}
