import {
  keysOf,
  leavesOf,
  namedKey,
  type EntryKeyPlan,
  type TranslationPlan,
} from "../../site-content/merge-translation";

/**
 * What a further language's list lacks against the first language's, for
 * the panel above it (list-control.tsx), which adds a missing entry with
 * the first language's texts to translate. The matching is the build's
 * (merge-translation.ts), run on the same plans.
 */

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The fields that name an entry to the owner, in the order tried. */
const LABEL_FIELDS = ["title", "label", "name", "alt", "action"];

export function entryLabel(entry: unknown, fallback: string): string {
  if (!isRecord(entry)) return fallback;
  const field = LABEL_FIELDS.find((name) => typeof entry[name] === "string" && entry[name] !== "");
  return field ? (entry[field] as string) : fallback;
}

/** A translation to start from: the entry's key and its texts to translate, in the first language. */
export function translationStart(entry: unknown, plan: TranslationPlan, key: EntryKeyPlan, keyValue: string): Data {
  const start: Data = { [key.field]: keyValue };
  if (!isRecord(entry)) return start;
  for (const [name, field] of Object.entries(plan.entries?.fields ?? {})) {
    if (name !== key.field && entry[name] !== undefined && leavesOf(field).translated) start[name] = entry[name];
  }
  return start;
}

export interface TranslationGaps {
  /** First-language entries the list has no translation of, with where to start one. */
  missing: { key: string; label: string; start: Data }[];
  /** Translations the page does not show: they name no entry of the first language. */
  notShown: { index: number; label: string }[];
  /** A list written before keys, with a different number of entries: the page shows the first language's. */
  unmatched: boolean;
}

/** What a further language's list lacks against the first language's, by the list's plan. */
export function translationGaps(first: unknown, own: unknown, plan: TranslationPlan): TranslationGaps | null {
  const key = plan.key;
  if (!key || !Array.isArray(first)) return null;
  const mine = Array.isArray(own) ? own : [];
  const noKeys = !mine.some((entry) => namedKey(entry, key) !== undefined);
  if (key.positional && noKeys && mine.length > 0)
    return { missing: [], notShown: [], unmatched: mine.length !== first.length };
  const keys = keysOf(first, key);
  const named = new Set(mine.map((entry) => namedKey(entry, key)));
  return {
    missing: first.flatMap((entry, index) => {
      const at = keys[index];
      if (at === undefined || named.has(at)) return [];
      return [{ key: at, label: entryLabel(entry, at), start: translationStart(entry, plan, key, at) }];
    }),
    notShown: mine.flatMap((entry, index) => {
      const at = namedKey(entry, key);
      return at !== undefined && keys.includes(at)
        ? []
        : [{ index, label: entryLabel(entry, at ?? `Entry ${index + 1}`) }];
    }),
    unmatched: false,
  };
}
