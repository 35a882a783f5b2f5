import { keysOf, namedKey, type EntryKeyPlan, type TranslationPlan } from "./merge-translation";

/**
 * Writing entry keys into files: the editor gives a first-language entry its
 * key on its first save, and `npm run content:keys` gives files written
 * before keys theirs once (both languages, matched by position). Plain data
 * and no imports, so the editor runs it in the browser.
 */

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A file's keyed lists, by field name. */
const keyedLists = (plan: TranslationPlan) =>
  Object.entries(plan.fields ?? {}).flatMap(([name, field]) =>
    field.key ? [{ name, key: field.key }] : ([] as { name: string; key: EntryKeyPlan }[]),
  );

export interface KeyToWrite {
  list: string;
  index: number;
  field: string;
  key: string;
}

/** The keys a first-language file lacks, or repeats, as the build derives them now. */
export function keysToWrite(data: unknown, plan: TranslationPlan): KeyToWrite[] {
  if (!isRecord(data)) return [];
  return keyedLists(plan)
    .filter(({ key }) => key.derive)
    .flatMap(({ name, key }) => {
      const entries = data[name];
      if (!Array.isArray(entries)) return [];
      const keys = keysOf(entries, key);
      return entries.flatMap((entry, index) =>
        keys[index] !== undefined && namedKey(entry, key) !== keys[index]
          ? [{ list: name, index, field: key.field, key: keys[index]! }]
          : [],
      );
    });
}

/** The entry with its key as its first field, as the editor writes it. */
const withKey = (entry: unknown, field: string, key: string) =>
  isRecord(entry)
    ? { [field]: key, ...Object.fromEntries(Object.entries(entry).filter(([name]) => name !== field)) }
    : entry;

export interface KeyedFiles {
  /** The first language's file: the one given, where it had every key. */
  first: unknown;
  /** Each further language's file, by a name the caller chooses (its path); the one given where nothing changed. */
  others: Record<string, unknown>;
  /** What was written, one line each, e.g. "projects: 6 keys". */
  written: string[];
  /** Lists that could not be matched, one line each. */
  problems: string[];
}

/**
 * A content file and its translations with every key written: the first
 * language's derived keys, and in each translation that names no keys yet,
 * the first language's keys by position. A translation with a different
 * number of entries is left as it is and reported, since position cannot say
 * which entry is which.
 */
export function writeKeys(plan: TranslationPlan, first: unknown, others: Record<string, unknown>): KeyedFiles {
  const written: string[] = [];
  const problems: string[] = [];
  if (!isRecord(first)) return { first, others, written, problems };
  const firstOut: Data = { ...first };
  const othersOut: Record<string, unknown> = { ...others };
  let changed = false;
  for (const { name, key } of keyedLists(plan)) {
    const entries = first[name];
    if (!Array.isArray(entries)) continue;
    const keys = keysOf(entries, key);
    // Only a derived key is written; an entry whose key is its own (or a required one) is left as it is.
    const missing = key.derive ? entries.filter((entry, index) => namedKey(entry, key) !== keys[index]) : [];
    if (missing.length) {
      changed = true;
      firstOut[name] = entries.map((entry, index) => withKey(entry, key.field, keys[index]!));
      written.push(`${name}: ${missing.length} ${missing.length === 1 ? "key" : "keys"}`);
    }
    if (!key.positional) continue;
    for (const [label, other] of Object.entries(others)) {
      if (!isRecord(other) || !Array.isArray(other[name])) continue;
      const own = other[name] as unknown[];
      if (own.some((entry) => namedKey(entry, key) !== undefined)) continue;
      if (own.length !== entries.length) {
        problems.push(
          `${label} ${name}: has ${own.length} entries and the first language's file ${entries.length}, so which translates which is unknown; give each the "${key.field}" of its entry by hand`,
        );
        continue;
      }
      othersOut[label] = {
        ...(othersOut[label] as Data),
        [name]: own.map((entry, index) => withKey(entry, key.field, keys[index]!)),
      };
      written.push(`${label} ${name}: ${own.length} ${own.length === 1 ? "key" : "keys"}, by position`);
    }
  }
  return { first: changed ? firstOut : first, others: othersOut, written, problems };
}
