/**
 * Picks the scripted reply for a visitor's chat message. Pure: the topics and
 * the fallback come from content/chat.json through the page query.
 *
 * Matching works on words, the way visitors type:
 * - case, accents, punctuation and extra spaces are ignored ("Alcohol-free  BEER?!" matches "alcohol free beer");
 * - a possessive "'s" is dropped ("Alex's" reads as "alex"), other apostrophes too ("don't" → "dont");
 * - simple plurals are folded ("projects" → "project", "studies" → "study", "classes" → "class");
 * - a keyword matches whole words only ("bank" does not match "bankrupt"), and a
 *   keyword of several words matches them in that order.
 *
 * When a message names two topics, the topic listed first in content/chat.json
 * wins. The file therefore lists specific topics (each project, each employer)
 * before general ones (projects, skills, …), so "Tell me about the beer project"
 * answers about the beer rather than listing every project.
 */

export interface ReplyTopic {
  id: string;
  keywords: readonly string[];
  reply: string;
}

export interface ReplyScript {
  topics: readonly ReplyTopic[];
  fallback: string;
}

const POSSESSIVE = /['’‘`´]s(?![\p{L}\p{N}])/gu;
const APOSTROPHES = /['’‘`´]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const SHORTEST_PLURAL = 4;

/** Folds a simple English plural to its singular; anything else is left alone. */
export function singularize(word: string): string {
  if (word.length < SHORTEST_PLURAL || !word.endsWith("s")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.slice(0, -1);
}

/** The words of a text, lowercased, without accents or punctuation, plurals folded. */
export function toWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(POSSESSIVE, "")
    .replace(APOSTROPHES, "")
    .split(NON_WORD)
    .filter(Boolean)
    .map(singularize);
}

/** Space-padded so that a keyword can only match whole words. */
const asPhrase = (words: readonly string[]) => ` ${words.join(" ")} `;

function mentions(message: string, keyword: string): boolean {
  const words = toWords(keyword);
  return words.length > 0 && message.includes(asPhrase(words));
}

/** The first topic (in content order) whose keyword the message names, if any. */
export function findTopic<T extends ReplyTopic>(text: string, topics: readonly T[]): T | undefined {
  const message = asPhrase(toWords(text));
  return topics.find((topic) => topic.keywords.some((keyword) => mentions(message, keyword)));
}

export function selectReply(text: string, script: ReplyScript): string {
  return findTopic(text, script.topics)?.reply ?? script.fallback;
}
