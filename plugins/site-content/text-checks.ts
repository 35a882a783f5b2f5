/**
 * What makes a text field unusable on the page, as the end of a sentence
 * that starts with the field ("name must not be empty"). Pure, so the rules
 * are unit tested on their own.
 */
export interface TextRules {
  /** The most characters the layout holds for this field. */
  maxLength: number;
  /** Whether line breaks ("\n") are part of the text, as in a mail body. */
  multiline?: boolean;
}

/**
 * Characters that render as nothing: white space, format characters (zero
 * width spaces and joiners, the byte-order mark, soft hyphens) and the few
 * letters that are blank by design (Hangul fillers, the Braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** C0 and C1 control characters; tab, line feed and carriage return are judged separately. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Unicode's line and paragraph separators break a line as "\n" does, so a one-line text refuses them too. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;
const LINE_BREAK_NAMES: Record<string, string> = {
  "\n": "a line break",
  "\t": "a tab",
  "\u2028": "a line break (U+2028)",
  "\u2029": "a paragraph break (U+2029)",
};

/**
 * Half of a surrogate pair, left by a "\ud83d"-style escape or a text cut
 * in the middle of an emoji: it is no character at all, and the page shows it as "�".
 */
const LONE_SURROGATE = /\p{Cs}/u;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The place of the character at a UTF-16 index, counted as the length is: an emoji is one character. */
const characterNumber = (value: string, index: number) => [...value.slice(0, index)].length + 1;

export function textProblem(value: string, { maxLength, multiline = false }: TextRules): string | undefined {
  if (value.trim() === "") return "must not be empty";
  if (value.replace(INVISIBLE, "") === "") return "holds only invisible characters; write visible text";

  const surrogate = LONE_SURROGATE.exec(value);
  if (surrogate) {
    const at = characterNumber(value, surrogate.index);
    return `must not contain half of a character (found ${codePoint(surrogate[0])} at character ${at}); retype the character there`;
  }

  const control = CONTROL.exec(value) ?? (multiline ? null : LINE_BREAK_OR_TAB.exec(value));
  if (control) {
    const what = LINE_BREAK_NAMES[control[0]] ?? codePoint(control[0]);
    return `must not contain control characters (found ${what} at character ${characterNumber(value, control.index)})`;
  }

  const length = [...value].length;
  if (length > maxLength) return `must be at most ${maxLength} characters long (found ${length})`;
  return undefined;
}
