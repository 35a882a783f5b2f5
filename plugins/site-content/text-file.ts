import { readFile } from "node:fs/promises";

export type TextFile = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Windows editors offer "Unicode" (UTF-16) beside UTF-8; read as UTF-8 such
 * a file is nothing but odd characters, so it is recognised by its byte
 * order mark or by the zero byte every ASCII character gets.
 */
function isUtf16(bytes: Buffer): boolean {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true;
  return bytes.length >= 2 && (first === 0 || second === 0);
}

/** A content file's text, read as UTF-8, or why it cannot be. */
export async function readTextFile(file: string): Promise<TextFile> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, problem: code === "ENOENT" ? "the file is missing" : `the file cannot be read (${code})` };
  }
  if (isUtf16(bytes)) return { ok: false, problem: "the file is saved as UTF-16; save it as UTF-8" };
  return { ok: true, text: bytes.toString("utf8") };
}
