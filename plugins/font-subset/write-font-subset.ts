import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { parse, type Font } from "opentype.js";
import subsetFont from "subset-font";
import { builtPages } from "../built-pages/built-pages";
import type { FontSubset } from "./font-subset-page";
import { SUBSET_FACES, type SubsetFace } from "./faces";
import { distinctCharacters, pageDataText, unicodeRange } from "./page-text";
import { trimSideBearings } from "./trim-glyph";

function pageDataFiles(publicDir: string): string[] {
  const dir = join(publicDir, "page-data");
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => basename(file) === "page-data.json")
    .map((file) => join(dir, file));
}

const cutFile = ({ name }: SubsetFace) => new RegExp(`^${name}-[0-9a-f]{20}\\.woff2$`);

interface Unpacked {
  /** The source cut to the wanted characters as TrueType, which opentype.js reads (it reads no WOFF2). */
  sfnt: Uint8Array;
  font: Font;
  /**
   * The wanted characters the source has a glyph for, so that the cut's unicode-range claims only what it draws and
   * sends any other letter to the full face behind it (Instrument Serif's Latin file has no "Ł").
   */
  characters: string[];
}

async function unpacked(source: Buffer, wanted: string[]): Promise<Unpacked> {
  const sfnt = await subsetFont(source, wanted.join(""), { targetFormat: "truetype" });
  const font = parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
  return { sfnt, font, characters: wanted.filter((char) => font.charToGlyphIndex(char) > 0) };
}

/**
 * The unpacked TrueType with the face's trimmed characters set closer (trim-glyph.ts moves glyf outlines, which the
 * WOFF2 source does not expose), or null where the page draws none of them.
 */
function trimmed({ sfnt, font }: Unpacked, trim: SubsetFace["trim"] = {}): Buffer | null {
  const glyphs = Object.entries(trim)
    .map(([char, units]) => [font.charToGlyphIndex(char), units] as const)
    .filter(([glyph]) => glyph > 0);
  if (glyphs.length === 0) return null;
  let bytes = sfnt;
  for (const [glyph, units] of glyphs) bytes = trimSideBearings(bytes, glyph, units);
  return Buffer.from(bytes);
}

async function writeCut(
  face: SubsetFace,
  projectDir: string,
  publicDir: string,
): Promise<FontSubset & { bytes: number; fullBytes: number }> {
  const full = readFileSync(join(projectDir, face.fullFile));
  // Resolved from the project: Gatsby compiles this file into .cache/, where require.resolve is not Node's.
  const source = readFileSync(createRequire(join(projectDir, "package.json")).resolve(face.source));
  const cut = await unpacked(
    source,
    distinctCharacters(
      face.always,
      ...builtPages(publicDir).map((page) => face.pageText(page.document)),
      ...(face.pageData ? pageDataFiles(publicDir).map((file) => pageDataText(readFileSync(file, "utf8"))) : []),
    ),
  );
  const { characters } = cut;
  const subset = await subsetFont(trimmed(cut, face.trim) ?? source, characters.join(""), face.options);
  const name = `${face.name}-${createHash("sha256").update(subset).digest("hex").slice(0, 20)}.woff2`;
  mkdirSync(join(publicDir, "static"), { recursive: true });
  // A cut an earlier build wrote is no page's font any more.
  for (const file of readdirSync(join(publicDir, "static"))) {
    if (cutFile(face).test(file) && file !== name) rmSync(join(publicDir, "static", file));
  }
  writeFileSync(join(publicDir, "static", name), subset);
  return {
    family: face.family,
    weights: face.weights,
    format: face.format,
    preload: face.preload,
    href: `/static/${name}`,
    unicodeRange: unicodeRange(characters),
    bytes: subset.length,
    fullBytes: full.length,
  };
}

/**
 * Cuts each of the site's faces down to the characters the built site draws
 * in it (SUBSET_FACES), so it follows the owner's content, and writes each
 * cut to public/static/ under its own content hash. A character a cut lacks
 * (one a visitor types into the chat, say) is drawn from the full face,
 * fetched only then.
 */
export async function writeFontSubsets(
  projectDir: string,
  publicDir: string,
  faces: readonly SubsetFace[] = SUBSET_FACES,
): Promise<(FontSubset & { bytes: number; fullBytes: number })[]> {
  const cuts = [];
  for (const face of faces) cuts.push(await writeCut(face, projectDir, publicDir));
  return cuts;
}
