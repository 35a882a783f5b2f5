/** Measures `text` set in one line at `size` px, in px. */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  /** With `lineHeight` (a multiple of the size), the most the lines may measure together. */
  maxHeight?: number;
  lineHeight?: number;
  /** The sizes to try, largest first; the first one that fits wins. */
  sizes: readonly number[];
  measure: Measure;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** Whether even the smallest size needed more lines, so the last one ends in an ellipsis. */
  truncated: boolean;
}

const ELLIPSIS = "…";

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The text's user-perceived characters: a letter with its accents, an emoji sequence. A line is broken and
 * cut only between them, so no accent or half of an emoji starts a line or is left before the ellipsis.
 */
export const graphemes = (text: string): string[] =>
  Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);

/** Breaks a word wider than the line into pieces that fit, a grapheme at a time. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const character of graphemes(word)) {
    if (piece && !fits(piece + character)) {
      pieces.push(piece);
      piece = character;
    } else piece += character;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Greedy word wrap: as many words on each line as fit. */
export function wrapText(text: string, maxWidth: number, size: number, measure: Measure): string[] {
  const fits = (candidate: string) => measure(candidate, size) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = fits(word) ? [word] : breakWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? "";
  }
  return line ? [...lines, line] : lines;
}

/**
 * The largest of `sizes` at which `text` wraps into at most `maxLines` lines
 * of `maxWidth`, and into `maxHeight` if given. When none does, the smallest size is kept and the text is
 * cut after the last line that fits, ending in an ellipsis: whatever the
 * owner writes, it never runs out of its box.
 */
export function fitText(
  text: string,
  { maxWidth, maxLines, maxHeight = Infinity, lineHeight = 1, sizes, measure }: FitOptions,
): FittedText {
  if (sizes.length === 0) throw new Error("fitText needs at least one size");
  for (const size of sizes) {
    const lines = wrapText(text, maxWidth, size, measure);
    if (lines.length <= maxLines && lines.length * size * lineHeight <= maxHeight) {
      return { size, lines, truncated: false };
    }
  }
  const size = sizes[sizes.length - 1]!;
  const lines = wrapText(text, maxWidth, size, measure).slice(0, maxLines);
  let last = lines[maxLines - 1]!;
  while (last && measure(`${last}${ELLIPSIS}`, size) > maxWidth) last = graphemes(last).slice(0, -1).join("");
  lines[maxLines - 1] = `${last.trimEnd()}${ELLIPSIS}`;
  return { size, lines, truncated: true };
}
