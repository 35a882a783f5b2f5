import { stemmer } from "stemmer";

/**
 * How the chat reads text: as words, the way visitors type them.
 * - case, accents, punctuation and extra spaces are ignored ("Alcohol-free  BEER?!" reads as "alcohol free beer");
 * - a possessive "'s" is dropped ("Alex's" reads as "alex"), other apostrophes too ("don't" → "dont");
 * - each word is reduced to its stem in the page's language, so inflections meet ("working", "worked" and "works"
 *   all read as "work"; "Projekte" and "Projekten" as "projekt").
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

/** Reduces a word from toWords to its stem. */
export type Stemmer = (word: string) => string;

/** English stems (Porter's algorithm). */
export const stemOf: Stemmer = (word) => stemmer(word);

/** What a keyword or phrase means to the chat: two terms with the same key always match the same messages. */
export const termKey = (term: string, stem: Stemmer = stemOf): string => toWords(term).map(stem).join(" ");
