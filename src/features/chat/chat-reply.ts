import { TYPO_MIN_LENGTH, indexOf, type ChatIndex, type ReplyEntry, type Term } from "./chat-index";
import { stemOf, toWords, type Stemmer } from "./chat-words";
import { withinOneEdit } from "../../lib/within-one-edit";

/**
 * Picks the scripted reply for a visitor's chat message. Pure: the topics,
 * the small talk and the fallback come from content/chat.json through the
 * page query.
 *
 * Words are compared by their stems (chat-words.ts), so "working" meets
 * "work"; a keyword of several words matches them side by side, in order.
 * Every topic is scored and the best one answers: each matched keyword
 * counts with the specificity of its words (a word only one topic uses
 * counts 1, one shared by two topics ½ …), so a phrase outweighs a single
 * word and a rare word a common one; synonyms count half. A long word the
 * content does not know may be a typo of one it does, and counts a little
 * less. On equal scores the topic listed first in the file wins. Small talk
 * answers only a message that reaches no topic, so a greeting never hides a
 * question.
 */

export type { ReplyEntry } from "./chat-index";

export interface ReplyTopic extends ReplyEntry {
  id: string;
}

export interface ReplyScript {
  topics: readonly ReplyTopic[];
  smallTalk?: readonly ReplyEntry[] | null;
  fallback: string;
  /** The stemmer of the page's language; English when left out. */
  stem?: Stemmer;
}

/** A typo counts less than the word itself, so a correctly typed keyword of another topic wins. */
export const TYPO_WEIGHT = 0.75;
/** Scores closer than this are equal: sums of fractions need not add up bit for bit. */
const SAME_SCORE = 1e-9;

interface Message {
  words: string[];
  stems: string[];
}

export const readMessage = (text: string, stem: Stemmer = stemOf): Message => {
  const words = toWords(text);
  return { words, stems: words.map(stem) };
};

/** The stems of the index a word of the message stands for, with how sure that is (1, or TYPO_WEIGHT). */
function readingsOf(word: string, stem: string, index: ChatIndex): Map<string, number> {
  if (index.specificity.has(stem)) return new Map([[stem, 1]]);
  const readings = new Map<string, number>();
  for (const known of index.typoCandidates.get(word[0]!) ?? []) {
    const typo =
      withinOneEdit(word, known.word) || (known.stem.length >= TYPO_MIN_LENGTH && withinOneEdit(stem, known.stem));
    if (typo) readings.set(known.stem, TYPO_WEIGHT);
  }
  return readings;
}

/** What the term scores when it starts at `start` (0 when the words there are not the term's). */
function scoreAt(term: Term, start: number, readings: readonly Map<string, number>[], index: ChatIndex): number {
  let score = 0;
  for (const [offset, stem] of term.stems.entries()) {
    const sureness = readings[start + offset]?.get(stem);
    if (sureness === undefined) return 0;
    score += sureness * (index.specificity.get(stem) ?? 0);
  }
  return score * term.weight;
}

/** Each entry's score for the message: the sum of its matched terms, each counted once, at its best place. */
export function scoreEntries(message: Message, index: ChatIndex): number[] {
  const readings = message.words.map((word, position) => readingsOf(word, message.stems[position]!, index));
  const best = new Map<Term, number>();
  readings.forEach((here, start) => {
    for (const stem of here.keys()) {
      for (const term of index.termsByFirstStem.get(stem) ?? []) {
        best.set(term, Math.max(best.get(term) ?? 0, scoreAt(term, start, readings, index)));
      }
    }
  });
  const scores = new Array<number>(index.entries).fill(0);
  for (const [term, score] of best) scores[term.entry] = (scores[term.entry] ?? 0) + score;
  return scores;
}

function bestEntry<T extends ReplyEntry>(message: Message, entries: readonly T[], stem: Stemmer): T | undefined {
  const scores = scoreEntries(message, indexOf(entries, stem));
  let winner = -1;
  scores.forEach((score, position) => {
    if (score > (winner === -1 ? 0 : scores[winner]! + SAME_SCORE)) winner = position;
  });
  return entries[winner];
}

/** The topic that best matches the message, if any; on equal scores the first in content order. */
export function findTopic<T extends ReplyTopic>(
  text: string,
  topics: readonly T[],
  stem: Stemmer = stemOf,
): T | undefined {
  return bestEntry(readMessage(text, stem), topics, stem);
}

/** The best topic for the message or, when it reaches none, the small-talk line it matches ("hi", "thanks"). */
export function findEntry(text: string, script: ReplyScript): ReplyTopic | ReplyEntry | undefined {
  const { stem = stemOf } = script;
  const message = readMessage(text, stem);
  return bestEntry(message, script.topics, stem) ?? bestEntry(message, script.smallTalk ?? [], stem);
}

export function selectReply(text: string, script: ReplyScript): string {
  return findEntry(text, script)?.reply ?? script.fallback;
}
