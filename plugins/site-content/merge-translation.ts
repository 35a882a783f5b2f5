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
 * - any other list is matched entry by entry: by `id` where entries have one
 *   (chat topics), otherwise by position, so both files list them in the same
 *   order;
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
  /** Whether the list's entries pair up by their `id`. */
  byId?: boolean;
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

const idOf = (entry: unknown) => (isRecord(entry) && typeof entry.id === "string" ? entry.id : undefined);

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
      if (field.byId) {
        const ids = new Set(first.map(idOf));
        (mine ?? []).forEach((entry, index) => {
          const id = idOf(entry);
          if (id === undefined || !ids.has(id))
            mismatches.push({
              path: [...path, index, "id"],
              problem:
                id === undefined
                  ? `is missing: each entry names the entry of ${firstFile} it translates`
                  : `"${id}" is not an id in ${firstFile}`,
            });
        });
        return first.map((entry, index) =>
          walk(
            element,
            entry,
            mine?.find((candidate) => idOf(candidate) === idOf(entry)),
            [...path, index],
          ),
        );
      }
      if (mine !== undefined && mine.length !== first.length) {
        misaligned.push({
          path,
          problem: `has ${mine.length} entries and ${firstFile} ${first.length}, so the page shows that file's list until both list every entry in the same order`,
        });
        return first;
      }
      return first.map((entry, index) => walk(element, entry, mine?.[index], [...path, index]));
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
