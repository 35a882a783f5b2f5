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
const LINE_BREAK_OR_TAB = /[\t\n\r]/u;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

export function textProblem(value: string, { maxLength, multiline = false }: TextRules): string | undefined {
  if (value.trim() === "") return "must not be empty";
  if (value.replace(INVISIBLE, "") === "") return "holds only invisible characters; write visible text";

  const control = CONTROL.exec(value) ?? (multiline ? null : LINE_BREAK_OR_TAB.exec(value));
  if (control) {
    const what = control[0] === "\n" ? "a line break" : control[0] === "\t" ? "a tab" : codePoint(control[0]);
    return `must not contain control characters (found ${what} at character ${control.index + 1})`;
  }

  const length = [...value].length;
  if (length > maxLength) return `must be at most ${maxLength} characters long (found ${length})`;
  return undefined;
}
