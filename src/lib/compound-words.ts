export interface TextRun {
  text: string;
  /** A hyphenated compound ("Hands-On,"), to be kept on one line. */
  compound: boolean;
}

/** A word with a hyphen inside it (not at either end), with any punctuation stuck to it. */
const COMPOUND = /(\S*[^\s-]-[^\s-]\S*)/;

/**
 * Splits text into runs so that hyphenated compounds can be kept whole:
 * browsers may break a line after any hyphen, which leaves "Impact-" at the
 * end of one line and "Driven" alone on the next. Joined, the runs are the
 * text unchanged.
 */
export function splitCompounds(text: string): TextRun[] {
  return text
    .split(COMPOUND)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, compound: COMPOUND.test(part) }));
}
