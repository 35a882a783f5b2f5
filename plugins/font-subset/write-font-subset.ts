import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import { builtPages } from "../built-pages/built-pages";
import type { FontSubset } from "./font-subset-page";
import { DIGITS, distinctCharacters, pageDataText, renderedText, unicodeRange } from "./page-text";

/** The face src/styles/fonts.css declares for the whole site. */
export const FULL_FONT_FILE = "src/fonts/inter-latin-wght-400-800.woff2";

function pageDataFiles(publicDir: string): string[] {
  const dir = join(publicDir, "page-data");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => basename(file) === "page-data.json")
    .map((file) => join(dir, file));
}

/**
 * Cuts the site's font down to the characters the built site can draw:
 * every character of the pages and their page data, so it follows the
 * owner's content, and the digits. The subset is written to public/static/
 * under its own content hash. A character it lacks (one a visitor types into
 * the chat, say) is drawn from the full face, fetched only then.
 */
export async function writeFontSubset(
  projectDir: string,
  publicDir: string,
): Promise<FontSubset & { bytes: number; fullBytes: number }> {
  const full = readFileSync(join(projectDir, FULL_FONT_FILE));
  const characters = distinctCharacters(
    DIGITS,
    ...builtPages(publicDir).map((page) => renderedText(page.document)),
    ...pageDataFiles(publicDir).map((file) => pageDataText(readFileSync(file, "utf8"))),
  );
  const subset = await subsetFont(full, characters.join(""), { targetFormat: "woff2" });
  const name = `inter-page-${createHash("sha256").update(subset).digest("hex").slice(0, 20)}.woff2`;
  mkdirSync(join(publicDir, "static"), { recursive: true });
  writeFileSync(join(publicDir, "static", name), subset);
  return {
    href: `/static/${name}`,
    unicodeRange: unicodeRange(characters),
    bytes: subset.length,
    fullBytes: full.length,
  };
}
