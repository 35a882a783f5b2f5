import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import { builtPages } from "../built-pages/built-pages";
import type { FontSubset } from "./font-subset-page";
import { DIGITS, distinctCharacters, pageDataText, renderedText, unicodeRange } from "./page-text";

/** The face src/styles/fonts.css declares for the whole site: Latin only, for text the cut lacks. */
export const FULL_FONT_FILE = "src/fonts/inter-latin-wght-400-800.woff2";

/**
 * The cut is taken from the whole of Inter (its own npm release), so it can
 * hold any letter the content uses, "ễ" in "Nguyễn" as well as "ß", in the
 * one file a visit fetches. It is set like the site's face: the weights in
 * use, the default optical size, the layout features the page needs, no
 * hinting (scripts/subset-font.py cut the site's face the same way).
 */
const CUT_SOURCE = "inter-ui/variable/InterVariable.woff2";
const CUT_OPTIONS = {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
  keepFeatures: ["calt", "ccmp", "locl", "kern", "mark", "mkmk", "tnum"],
  noHinting: true,
} as const;

function pageDataFiles(publicDir: string): string[] {
  const dir = join(publicDir, "page-data");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => basename(file) === "page-data.json")
    .map((file) => join(dir, file));
}

const CUT_FILE = /^inter-page-[0-9a-f]{20}\.woff2$/;

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
  // Resolved from the project: Gatsby compiles this file into .cache/, where require.resolve is not Node's.
  const source = readFileSync(createRequire(join(projectDir, "package.json")).resolve(CUT_SOURCE));
  const characters = distinctCharacters(
    DIGITS,
    ...builtPages(publicDir).map((page) => renderedText(page.document)),
    ...pageDataFiles(publicDir).map((file) => pageDataText(readFileSync(file, "utf8"))),
  );
  const subset = await subsetFont(source, characters.join(""), CUT_OPTIONS);
  const name = `inter-page-${createHash("sha256").update(subset).digest("hex").slice(0, 20)}.woff2`;
  mkdirSync(join(publicDir, "static"), { recursive: true });
  // A cut an earlier build wrote is no page's font any more.
  for (const file of readdirSync(join(publicDir, "static"))) {
    if (CUT_FILE.test(file) && file !== name) rmSync(join(publicDir, "static", file));
  }
  writeFileSync(join(publicDir, "static", name), subset);
  return {
    href: `/static/${name}`,
    unicodeRange: unicodeRange(characters),
    bytes: subset.length,
    fullBytes: full.length,
  };
}
