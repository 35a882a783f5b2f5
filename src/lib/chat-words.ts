import { stemmer } from "stemmer";

/**
 * How the chat reads text: as words, the way visitors type them.
 * - case, accents, punctuation and extra spaces are ignored ("Alcohol-free  BEER?!" reads as "alcohol free beer");
 * - a possessive "'s" is dropped ("Alex's" reads as "alex"), other apostrophes too ("don't" → "dont");
 * - each word is reduced to its English stem, so inflections meet ("working", "worked" and "works" all read as
 *   "work"; "internships" as "internship"; "passionate" as "passion").
 */

const POSSESSIVE = /['’‘`´]s(?![\p{L}\p{N}])/gu;
const APOSTROPHES = /['’‘`´]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** The words of a text, lowercased, without accents or punctuation; not yet stemmed. */
export function toWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(POSSESSIVE, "")
    .replace(APOSTROPHES, "")
    .split(NON_WORD)
    .filter(Boolean);
}

/** The English stem of a word from toWords (Porter's algorithm). */
export const stemOf = (word: string): string => stemmer(word);

/** What a keyword or phrase means to the chat: two terms with the same key always match the same messages. */
export const termKey = (term: string): string => toWords(term).map(stemOf).join(" ");
