import { stemOf, toWords, type Stemmer } from "./chat-words";

/** A topic's or small-talk line's words: keywords name it, synonyms are other ways of saying it. */
export interface ReplyEntry {
  keywords: readonly string[];
  synonyms?: readonly string[] | null;
  reply: string;
}

/** A keyword counts in full; a synonym is a looser hint, so a keyword of another topic outweighs it. */
export const KEYWORD_WEIGHT = 1;
export const SYNONYM_WEIGHT = 0.5;
/** Shorter words are too easily one typo away from another word to be guessed at. */
export const TYPO_MIN_LENGTH = 6;

export interface Term {
  /** The position of its entry in the list. */
  entry: number;
  stems: readonly string[];
  weight: number;
}

/** A keyword's word as typed and as stemmed, for guessing at a visitor's typo. */
export interface KnownWord {
  word: string;
  stem: string;
}

/** The entries' terms ready for matching: built once per list, then used for every message. */
export interface ChatIndex {
  entries: number;
  termsByFirstStem: ReadonlyMap<string, readonly Term[]>;
  /** 1 for a stem that only one entry uses, ½ for one shared by two entries, and so on. */
  specificity: ReadonlyMap<string, number>;
  /** The long words of all terms, by first letter: typos rarely hit the first letter. */
  typoCandidates: ReadonlyMap<string, readonly KnownWord[]>;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The entry's terms, each once (the keyword wins over an equal synonym); empty terms left out. */
function termsOf(entry: ReplyEntry, index: number, stem: Stemmer): { term: Term; words: string[] }[] {
  const seen = new Set<string>();
  const weighted = [
    ...entry.keywords.map((text) => ({ text, weight: KEYWORD_WEIGHT })),
    ...(entry.synonyms ?? []).map((text) => ({ text, weight: SYNONYM_WEIGHT })),
  ];
  return weighted.flatMap(({ text, weight }) => {
    const words = toWords(text);
    const stems = words.map(stem);
    const key = stems.join(" ");
    if (words.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ term: { entry: index, stems, weight }, words }];
  });
}

export function buildIndex(entries: readonly ReplyEntry[], stem: Stemmer = stemOf): ChatIndex {
  const termsByFirstStem = new Map<string, Term[]>();
  const users = new Map<string, Set<number>>();
  const typoCandidates = new Map<string, KnownWord[]>();
  const candidateKeys = new Set<string>();
  entries.forEach((entry, index) => {
    for (const { term, words } of termsOf(entry, index, stem)) {
      pushTo(termsByFirstStem, term.stems[0]!, term);
      term.stems.forEach((stem, position) => {
        const word = words[position]!;
        users.set(stem, (users.get(stem) ?? new Set()).add(index));
        if (word.length >= TYPO_MIN_LENGTH && !candidateKeys.has(word)) {
          candidateKeys.add(word);
          pushTo(typoCandidates, word[0]!, { word, stem });
        }
      });
    }
  });
  const specificity = new Map([...users].map(([stem, using]) => [stem, 1 / using.size]));
  return { entries: entries.length, termsByFirstStem, specificity, typoCandidates };
}

const indexes = new WeakMap<Stemmer, WeakMap<readonly ReplyEntry[], ChatIndex>>();

/** The list's index, built on first use: the list comes from the page's content and never changes. */
export function indexOf(entries: readonly ReplyEntry[], stem: Stemmer = stemOf): ChatIndex {
  const byEntries = indexes.get(stem) ?? new WeakMap<readonly ReplyEntry[], ChatIndex>();
  indexes.set(stem, byEntries);
  let index = byEntries.get(entries);
  if (!index) {
    index = buildIndex(entries, stem);
    byEntries.set(entries, index);
  }
  return index;
}
