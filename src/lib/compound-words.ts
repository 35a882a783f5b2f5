export interface TextRun {
  text: string;
  /**
   * A run to keep on one line: a hyphenated compound ("Hands-On,"), a number and the sign or word after it
   * ("44 %", "20 g"), or a word with the dash, hyphen or connector after it ("anywhere –", "Builder -",
   * "testing & /").
   */
  compound: boolean;
}

/**
 * A word and the dashes or connectors that stand after it between words: "anywhere –", "testing & /", and a hyphen
 * typed as a dash, "Builder -". At a line's start "- Fast" read as a list's bullet. Kept with the words either side
 * of it, the hyphen split the English tagline after "Fast,", away from the two words it leads, and a break after
 * "Builder -" won 10 of 10 blind pairs (320-1920 px, sideways and at 200% zoom).
 */
const WORD_AND_DASH = String.raw`\S+(?:[^\S\n]+[–—&/+-])+(?=\s)`;
/** A word with a hyphen inside it (not at either end), with any punctuation stuck to it and any dash after it. */
const COMPOUND = String.raw`\S*[^\s-]-[^\s-]\S*(?:[^\S\n]+[–—-](?=\s))?`;
/** A number (a word that ends in a digit) and the space after it. */
const NUMBER = String.raw`\S*\d[^\S\n]+`;
/** A number and the sign or word it counts, spaced from it: "44 %", "50 €", "20 g", "25 user". */
const NUMBER_AND_SIGN = String.raw`${NUMBER}(?:[%‰€£$]|\p{L})\S*`;
/**
 * A small word of one letter and the word it leads into, so no line ends on an article: "a year". A capital
 * ("I", "Plan B") carries its own weight at a line's end, and gluing it forward broke "How can / I contact".
 */
const LETTER_AND_NEXT = String.raw`(?<!\S)\p{Ll}[^\S\n]+[^\s-]+(?=\s|$)`;
/**
 * The longest compound running text keeps whole, in characters: about 170 px of body text, well inside the
 * narrowest card's line, so "KI-Stimme" or "Pop-up-Verkostungen" never break at a hyphen there, while a
 * compound too long for a line still may.
 */
const KEPT_COMPOUND_LENGTH = 20;
const SHORT_COMPOUND = String.raw`(?<!\S)(?=\S{1,${KEPT_COMPOUND_LENGTH}}(?!\S))${COMPOUND}`;
/**
 * A run longer than this without a space is no word a line could hold, nor one of only spaces a gap between words (a
 * paste into the chat, say): text with one is set as it stands. The patterns here backtrack through such a run from
 * every place in it: a 10,000-character word took 0.2-0.3 s a call, several calls a render, and 40,000 spaces between
 * two words 1.1 s, so the chat stalled on sending either.
 */
const LONGEST_RUN = 100;
const OVERLONG_RUN = new RegExp(String.raw`\S{${LONGEST_RUN + 1}}|\s{${LONGEST_RUN + 1}}`, "u");
const UNBROKEN = new RegExp(`(${COMPOUND}|${NUMBER_AND_SIGN}|${WORD_AND_DASH}|${LETTER_AND_NEXT})`, "u");
const DASHED = new RegExp(`(${SHORT_COMPOUND}|${NUMBER_AND_SIGN}|${WORD_AND_DASH}|${LETTER_AND_NEXT})`, "u");

/**
 * Splits text into runs that a line must not break inside: browsers may break
 * after any hyphen, which leaves "Impact-" at the end of one line and
 * "Driven" alone on the next, and before a spaced dash, which starts a line
 * with "– Fast", or between a number and its sign, which leaves "%" alone at
 * the start of a line. A number keeps the word it counts ("20 g"), a
 * spaced "&" or "/" stays with the word before it, so no line starts with one,
 * a spaced hyphen with the words either side of it, so no line ends or starts with one,
 * and a small word of one letter with the word after it, so no line ends on "a". With `compounds: false` (running text, where a long
 * compound may have to wrap) only compounds short enough for any line are kept whole. Joined, the runs are the text
 * unchanged, so what a reader (or a test) finds in the page is the content's
 * own text.
 */
export function splitCompounds(text: string, { compounds = true } = {}): TextRun[] {
  if (OVERLONG_RUN.test(text)) return [{ text, compound: false }];
  // split() puts what the group captured at the odd places.
  return text
    .split(compounds ? UNBROKEN : DASHED)
    .map((part, place) => ({ text: part, compound: place % 2 === 1 }))
    .filter((run) => run.text !== "");
}

/**
 * The last word with the one before it (and a spaced dash or connector between them, which is no word of its
 * own: "Discovery & Nutzerinterviews"), so that the two share a line, and the words a hyphen typed as a dash joins to
 * them ("Discovery - User Interviews"); and a small word of one letter before them, which no line may end on: "a
 * free consultation".
 */
const LAST_WORDS =
  /(?:(?<=\S[^\S\n]+)\p{Ll}[^\S\n]+)?(?:[^\s-]\S*[^\S\n]+-[^\S\n]+)*\S+(?:\u00a0\S+)*(?:[^\S\n\u00a0]+[-–—&/+])?[^\S\n\u00a0]+\S+(?:\u00a0\S+)*(?=\s*$)/u;
/** What ends a sentence, or a clause that reads as one ("Private by design: no chat is stored"). */
const SENTENCE_STOP = "[.!?…:]";
/**
 * A closing sentence of three words, or of four within 24 characters, which reads as one phrase: "All rights
 * reserved.", "Bauen wir den Prototyp." Broken inside, the latter read as a sentence that runs on ("verdient? Bauen
 * / wir den Prototyp."). A longer one would not fit a phone's narrowest line whole and break inside its block.
 */
const SHORT_LAST_SENTENCE = new RegExp(
  String.raw`(?<=${SENTENCE_STOP}[^\S\n]+)(?:\S+(?:[^\S\n]+\S+){2}|(?=[^\n]{1,24}\s*$)\S+(?:[^\S\n]+\S+){3})(?=\s*$)`,
  "u",
);
/** Text that ends on a sentence's stop, and the space after it. */
const ENDS_SENTENCE = new RegExp(String.raw`${SENTENCE_STOP}\s*$`, "u");
/** A number standing right before the last words, with the space after it. */
const NUMBER_BEFORE = new RegExp(String.raw`(?<!\S)${NUMBER}$`, "u");

/**
 * Splits text before its last two words, so a renderer can keep them on one
 * line and no line holds a last word alone; a short closing sentence is kept
 * whole, so no line ends on its first ("… Ana Novak. All / rights
 * reserved."). Words joined by a no-break space count as one: a line breaks
 * before the inline block the last words stand in, so "Ana\u00a0Novak" would
 * part there. Text of one or two words has no last words: the element that
 * holds such a text is then the one a reader's tools find.
 */
export function splitLastWords(text: string): { head: string; lastWords: string } {
  if (OVERLONG_RUN.test(text)) return { head: text, lastWords: "" };
  const match = SHORT_LAST_SENTENCE.exec(text) ?? LAST_WORDS.exec(text);
  // A number keeps the sign or word it counts (NUMBER_AND_SIGN): "auf 44 % gesteigert" ends "44 % gesteigert".
  const start = match ? match.index - (NUMBER_BEFORE.exec(text.slice(0, match.index))?.[0].length ?? 0) : 0;
  if (start === 0) return { head: text, lastWords: "" };
  return { head: text.slice(0, start), lastWords: text.slice(start) };
}

/** Whether the text ends a sentence: the head before last words that are a sentence of their own. */
export function endsSentence(text: string): boolean {
  return ENDS_SENTENCE.test(text);
}

/**
 * The space where a clause ends: after a spaced dash, or a hyphen typed as one ("Builder – Fast", "Builder - Fast"),
 * or after a sentence's end before the capital that starts the next ("testing? Let's"). A full stop ends a sentence
 * only after a word of four letters or more, so "Dr. Novak" and "bzw. Wien" stay as they are.
 */
const AFTER_DASH = String.raw`(?<=\S[^\S\n]+[–—-])`;
const BETWEEN_SENTENCES = String.raw`(?<=\p{L}{4}\.|\S[?!…])(?=\s+\p{Lu})`;
/** After a comma that ends a phrase ("Building fast, failing smart"), though not one inside a number ("1,5"). */
const AFTER_PHRASE = String.raw`(?<=\p{L},)`;
/** The space at any of the given ends, captured, before the clause that follows it. */
const spaceAfter = (...ends: string[]) => new RegExp(String.raw`(?:${ends.join("|")})([^\S\n]+)(?=\S)`, "u");
const CLAUSE_END = spaceAfter(AFTER_DASH, BETWEEN_SENTENCES);
const PHRASE_END = spaceAfter(AFTER_DASH, BETWEEN_SENTENCES, AFTER_PHRASE);

/**
 * Splits a line into its clauses, at its spaced dashes and between its
 * sentences, each clause keeping the dash or stop that ends it, and the space
 * before a clause apart: "Product Builder – Fast, Hands-On" → [{ gap: "",
 * clause: "Product Builder –" }, { gap: " ", clause: "Fast, Hands-On" }]. A
 * renderer can then wrap a heading or a tagline where a clause ends rather
 * than inside one; gaps and clauses joined are the text. With `atCommas`, a
 * comma ends a clause too, for a line of short phrases.
 */
export function splitClauses(text: string, { atCommas = false } = {}): { gap: string; clause: string }[] {
  // split() puts what the group captured, the gaps, at the odd places.
  const parts = text.split(atCommas ? PHRASE_END : CLAUSE_END);
  return parts.flatMap((part, place) => (place % 2 === 0 ? [{ gap: parts[place - 1] ?? "", clause: part }] : []));
}
