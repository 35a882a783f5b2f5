import type { LanguageRole } from "./fields";

/**
 * A language's content is the first language's file with the language's own
 * file (content/<code>/<file>) laid over it, walked along the file's
 * translation plan (`translationPlan` in translations.ts makes it from the
 * content schema):
 * - a translated text comes from the language's file; when it is missing the
 *   first language's text stands in, and the place is reported;
 * - a shared field (a picture, a link, the CV) is the first language's unless
 *   the language's file gives its own;
 * - a list of texts, or of entries that hold nothing but texts (small talk),
 *   is the language's own list as a whole, so it may be longer or shorter;
 * - any other list is matched entry by entry, by each entry's key (`key` in
 *   the plan): an entry of the language's file names the key of the entry it
 *   translates, an entry it leaves out is shown in the first language, and
 *   the page keeps the first language's order. A list written before entries
 *   had keys, naming none, and a list without keys, are matched by position
 *   while both have as many entries;
 * - a field of its own language (the message overrides) is never inherited,
 *   and one that only the first language's file may hold is reported.
 * The build checks the merged value with the same schema as the first file;
 * the editor's preview draws it. Plain data and no imports, so both can run it.
 */

/** The part of the content schema the merge walks: each field's language role, and the shape below it. */
export interface TranslationPlan {
  /** A field without a role (pictures, links, icons, ids) is shared. */
  role: LanguageRole | "shared";
  /** An object's fields, but for `$schema`. */
  fields?: Record<string, TranslationPlan>;
  /** A list's entries. */
  entries?: TranslationPlan;
  /** How the list's entries pair up across languages; a list without a key is the language's own as a whole. */
  key?: EntryKeyPlan;
}

/** fields.ts's EntryKeyRule as plain data: which derived fields hold a file's path, named by its file name. */
export interface EntryKeyPlan {
  field: string;
  derive?: { field: string; fileName?: boolean }[];
  positional?: boolean;
}

export type ContentPath = (string | number)[];

export interface Mismatch {
  path: ContentPath;
  problem: string;
}

export interface MergedContent {
  value: unknown;
  /** Translated texts the language's file leaves out, shown in the first language. */
  untranslated: ContentPath[];
  /** Places where the language's file does not line up with the first language's. */
  mismatches: Mismatch[];
  /**
   * Lists whose entries do not line up with the first language's, so the
   * page shows the first language's list: an owner who adds or removes an
   * entry in one file at a time (as the editor saves them) gets a working
   * page and a warning, never another language's text on the wrong entry.
   */
  misaligned: Mismatch[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Sets a field as the file's own, whatever its name: `record[key] = value`
 * with the key "__proto__" would swap the object's prototype instead, and
 * the check would never see the field to call it unknown.
 */
const setOwn = (record: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });

const MAX_KEY_LENGTH = 60;

/** "Kids AI Puppet (2024)" → "kids-ai-puppet-2024", "images/profile/Me 1.jpg" as a file name → "me-1". */
export function slugOf(value: string, fileName = false): string {
  const name = fileName ? value.replace(/^.*\//, "").replace(/\.[^.]*$/, "") : value;
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_KEY_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** The key an entry names, if it names one. */
export const namedKey = (entry: unknown, key: EntryKeyPlan) =>
  isRecord(entry) && typeof entry[key.field] === "string" ? (entry[key.field] as string) : undefined;

/**
 * The key of each entry of a first-language list: its own, or one derived
 * from its fields, made unique with "-2", "-3"… in list order. A key written
 * twice (an entry copied with its key) stays the first entry's, and the copy
 * gets a derived one. The editor writes a derived key into the file on the
 * next save, so a later change of the title does not move it.
 */
export function keysOf(entries: readonly unknown[], key: EntryKeyPlan): (string | undefined)[] {
  const own = new Set<string>();
  const named = entries.map((entry) => {
    const name = namedKey(entry, key);
    if (name === undefined || (key.derive && own.has(name))) return undefined;
    own.add(name);
    return name;
  });
  const used = new Set(own);
  return entries.map((entry, index) => {
    if (named[index] !== undefined || !key.derive) return named[index] ?? namedKey(entry, key);
    const record = isRecord(entry) ? entry : {};
    const base =
      key.derive
        .map(({ field, fileName }) =>
          typeof record[field] === "string" ? slugOf(record[field] as string, fileName) : "",
        )
        .filter(Boolean)
        .join("-")
        .slice(0, MAX_KEY_LENGTH)
        .replace(/-+$/, "") || `entry-${index + 1}`;
    let derived = base;
    for (let n = 2; used.has(derived); n += 1) derived = `${base}-${n}`;
    used.add(derived);
    return derived;
  });
}

/** Whether any leaf below holds text that is translated, or one that is shared. */
export function leavesOf(plan: TranslationPlan): { translated: boolean; shared: boolean } {
  if (plan.role === "own" || plan.role === "first") return { translated: false, shared: false };
  if (plan.fields) {
    return Object.values(plan.fields)
      .map(leavesOf)
      .reduce((a, b) => ({ translated: a.translated || b.translated, shared: a.shared || b.shared }), {
        translated: false,
        shared: false,
      });
  }
  if (plan.entries) return leavesOf(plan.entries);
  return { translated: plan.role === "translated", shared: plan.role === "shared" };
}

/** `firstFile` names the first language's file in the mismatches, e.g. "content/site.json". */
export function mergeByPlan(
  plan: TranslationPlan,
  base: unknown,
  own: unknown,
  firstFile = "the first language's file",
): MergedContent {
  const untranslated: ContentPath[] = [];
  const mismatches: Mismatch[] = [];
  const misaligned: Mismatch[] = [];

  const walk = (field: TranslationPlan, first: unknown, mine: unknown, path: ContentPath): unknown => {
    if (field.role === "own") return mine;
    if (field.role === "first") {
      if (mine !== undefined) mismatches.push({ path, problem: `belongs in ${firstFile} only` });
      return first;
    }
    if (first === undefined || first === null) return mine;

    if (field.fields) {
      if (mine !== undefined && !isRecord(mine)) return mine;
      if (!isRecord(first)) return mine ?? first;
      const merged: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(field.fields)) {
        const value = walk(child, first[key], mine?.[key], [...path, key]);
        if (value !== undefined) setOwn(merged, key, value);
      }
      // Fields the schema does not know stay, so the check names them; "constructor" is no field, though `in` finds it.
      for (const [key, value] of Object.entries(mine ?? {})) {
        if (!key.startsWith("$") && !Object.prototype.hasOwnProperty.call(field.fields, key))
          setOwn(merged, key, value);
      }
      return merged;
    }

    if (field.entries) {
      if (mine !== undefined && !Array.isArray(mine)) return mine;
      if (!Array.isArray(first)) return mine ?? first;
      const element = field.entries;
      const { translated, shared } = leavesOf(element);
      if (!translated) return mine ?? first;
      if (!shared) {
        if (mine === undefined) untranslated.push(path);
        return mine ?? first;
      }
      const key = field.key;
      if (mine === undefined) return first.map((entry, index) => walk(element, entry, undefined, [...path, index]));
      if (!key) {
        if (mine.length !== first.length) {
          misaligned.push({
            path,
            problem: `has ${mine.length} entries and ${firstFile} ${first.length}, so the page shows that file's list until both list every entry in the same order`,
          });
          return first;
        }
        return first.map((entry, index) => walk(element, entry, mine[index], [...path, index]));
      }
      if (key.positional && !mine.some((entry) => namedKey(entry, key) !== undefined)) {
        if (mine.length !== first.length) {
          misaligned.push({
            path,
            problem: `has ${mine.length} entries and ${firstFile} ${first.length}, and names none by "${key.field}", so the page shows that file's list; give each entry the "${key.field}" of the entry it translates (npm run content:keys writes them while both lists have as many)`,
          });
          return first;
        }
        return first.map((entry, index) => walk(element, entry, mine[index], [...path, index]));
      }
      const keys = keysOf(first, key);
      // A translation that names no entry, or one the first language no longer lists, is not shown: when the entry
      // can be derived (the editor writes its key), that is a step the owner is part-way through, so only reported.
      const report = key.derive ? misaligned : mismatches;
      const translations = new Map<string, unknown>();
      mine.forEach((entry, index) => {
        const named = namedKey(entry, key);
        const at = [...path, index, key.field];
        if (named === undefined)
          report.push({ path: at, problem: `is missing: each entry names the entry of ${firstFile} it translates` });
        else if (!keys.includes(named))
          report.push({
            path: at,
            problem: key.derive
              ? `"${named}" names no entry of ${firstFile}; this entry is not shown`
              : `"${named}" is not an ${key.field} in ${firstFile}`,
          });
        else if (translations.has(named))
          mismatches.push({ path: at, problem: `"${named}" is translated twice in this list` });
        else translations.set(named, entry);
      });
      return first.map((entry, index) => {
        const own = translations.get(keys[index]!);
        // A whole entry not yet translated is one line in the report, not one per text.
        if (own === undefined && key.derive) {
          untranslated.push([...path, index]);
          return entry;
        }
        return walk(element, entry, own, [...path, index]);
      });
    }

    if (field.role === "translated") {
      if (mine === undefined) untranslated.push(path);
      return mine ?? first;
    }
    return mine ?? first;
  };

  const value = walk(plan, base, own, []);
  return { value, untranslated, mismatches, misaligned };
}
