export interface TextRun {
  text: string;
  /** A run to keep on one line: a hyphenated compound ("Hands-On,"), or a word with the dash after it ("Builder -"). */
  compound: boolean;
}

/**
 * A word with a hyphen inside it (not at either end), with any punctuation
 * stuck to it; or a word and the dash that stands after it between words.
 */
const UNBROKEN = /(\S*[^\s-]-[^\s-]\S*|\S+[^\S\n]+[-–—](?=\s))/;

/**
 * Splits text into runs that a line must not break inside: browsers may break
 * after any hyphen, which leaves "Impact-" at the end of one line and
 * "Driven" alone on the next, and before a spaced dash, which starts a line
 * with "- Fast". Joined, the runs are the text unchanged, so what a reader
 * (or a test) finds in the page is the content's own text.
 */
export function splitCompounds(text: string): TextRun[] {
  // split() puts what the group captured at the odd places.
  return text
    .split(UNBROKEN)
    .map((part, place) => ({ text: part, compound: place % 2 === 1 }))
    .filter((run) => run.text !== "");
}

/** The spaces between a word and a dash that stands between words. */
const SPACE_BEFORE_DASH = /(\S)[^\S\n]+(?=[-–—][^\S\n])/g;

/**
 * Running text with a no-break space before each dash that stands between
 * words, so that no line starts with the dash. Unlike splitCompounds it needs
 * no markup, and a long word may still wrap: fit for paragraphs and for text a
 * visitor typed.
 */
export function bindDashes(text: string): string {
  return text.replace(SPACE_BEFORE_DASH, "$1\u00a0");
}
