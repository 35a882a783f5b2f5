import type { LanguageCode } from "../../src/i18n/languages";

/**
 * Each language's quotation marks, as its readers expect them in print. The
 * apostrophe is ’ in all of them.
 */
const QUOTES: Record<LanguageCode, { double: [string, string]; single: [string, string] }> = {
  en: { double: ["“", "”"], single: ["‘", "’"] },
  de: { double: ["„", "“"], single: ["‚", "‘"] },
};

/**
 * What stays exactly as typed: `code`, web and mail addresses. Each is set
 * aside behind a private-use character while the rest is typeset, so quotes
 * around an address still pair up.
 */
const AS_TYPED = /`[^`\n]*`|\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)'’”]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const SET_ASIDE = /\uE000(\d+)\uE001/g;

/** A hyphen (or two) standing alone between words is a dash: "Fast - Hands-On" → "Fast – Hands-On". */
const SPACED_HYPHEN = /(?<=\S[^\S\n]+)--?(?=[^\S\n]+\S)/g;

/**
 * retext-smartypants and retext are ES modules, required as Node (20.19 and
 * later) allows, so that typesetting is a plain function: the GraphQL
 * resolver, the checks and the end-to-end tests call it as they read.
 * They are loaded on the first text that needs them.
 */
let smarten: ((text: string) => string) | undefined;

function loadSmarten(): (text: string) => string {
  if (smarten) return smarten;
  /* eslint-disable @typescript-eslint/no-require-imports -- a synchronous load, on first use (see above) */
  const { retext } = require("retext") as typeof import("retext");
  const { default: smartypants } = require("retext-smartypants") as typeof import("retext-smartypants");
  /* eslint-enable @typescript-eslint/no-require-imports */
  // English marks first: its closing single quote and apostrophe are the same ’, which withQuotes relies on.
  const processor = retext().use(smartypants, { dashes: "oldschool" }).freeze();
  smarten = (text) => String(processor.processSync(text));
  return smarten;
}

/**
 * smartypants sets English marks: “ ”, ‘ and ’, which is also every
 * apostrophe. Each becomes the language's own; a ’ closes the quote a ‘
 * opened unless a letter follows it, as in "geht’s", where it stays.
 */
function withQuotes(english: string, { double, single }: (typeof QUOTES)[LanguageCode]): string {
  let open = false;
  let result = "";
  for (let index = 0; index < english.length; index++) {
    const char = english[index]!;
    if (char === "“") result += double[0];
    else if (char === "”") result += double[1];
    else if (char === "‘") {
      open = true;
      result += single[0];
    } else if (char === "’" && open && !/\p{L}/u.test(english[index + 1] ?? "")) {
      open = false;
      result += single[1];
    } else result += char;
  }
  return result;
}

/**
 * The owner's text as the language prints it: straight quotes become the
 * language's quotation marks, apostrophes ’, a spaced hyphen (or "--") an en
 * dash, "---" an em dash and three dots an ellipsis. Code in backticks and
 * web and mail addresses are left as typed; so is a text with nothing to
 * change, without loading the rules.
 */
export function typeset(text: string, language: LanguageCode): string {
  if (!/["'`.-]/.test(text)) return text;
  const asTyped: string[] = [];
  const prose = text.replace(AS_TYPED, (match) => `\uE000${asTyped.push(match) - 1}\uE001`);
  const smart = loadSmarten()(prose.replace(SPACED_HYPHEN, "–"));
  return withQuotes(smart, QUOTES[language]).replace(SET_ASIDE, (_, index: string) => asTyped[Number(index)]!);
}
