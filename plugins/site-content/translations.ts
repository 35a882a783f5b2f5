import { z } from "zod";
import { innerType, languageRoles, type LanguageRole } from "./fields";

/**
 * A language's content is the first language's file with the language's own
 * file (content/<code>/<file>) laid over it, walked along the content schema:
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
 * The merged value is then checked by the same schema as the first file.
 */

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

function roleOf(schema: z.ZodType): LanguageRole | "shared" {
  return (languageRoles.get(schema) ?? languageRoles.get(innerType(schema)))?.role ?? "shared";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const fieldsOf = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => !key.startsWith("$"));

/** Whether any leaf below holds text that is translated, or one that is shared. */
function leaves(schema: z.ZodType): { translated: boolean; shared: boolean } {
  const role = roleOf(schema);
  const inner = innerType(schema);
  if (role === "own" || role === "first") return { translated: false, shared: false };
  if (inner instanceof z.ZodObject) {
    return fieldsOf(inner)
      .map(([, field]) => leaves(field))
      .reduce((a, b) => ({ translated: a.translated || b.translated, shared: a.shared || b.shared }), {
        translated: false,
        shared: false,
      });
  }
  if (inner instanceof z.ZodArray) return leaves(inner.element as z.ZodType);
  return { translated: role === "translated", shared: role === "shared" };
}

const idOf = (entry: unknown) => (isRecord(entry) && typeof entry.id === "string" ? entry.id : undefined);

/** `firstFile` names the first language's file in the mismatches, e.g. "content/site.json". */
export function mergeTranslation(
  schema: z.ZodType,
  base: unknown,
  own: unknown,
  firstFile = "the first language's file",
): MergedContent {
  const untranslated: ContentPath[] = [];
  const mismatches: Mismatch[] = [];
  const misaligned: Mismatch[] = [];

  const walk = (field: z.ZodType, first: unknown, mine: unknown, path: ContentPath): unknown => {
    const role = roleOf(field);
    const inner = innerType(field);
    if (role === "own") return mine;
    if (role === "first") {
      if (mine !== undefined) mismatches.push({ path, problem: `belongs in ${firstFile} only` });
      return first;
    }
    if (first === undefined || first === null) return mine;

    if (inner instanceof z.ZodObject) {
      if (mine !== undefined && !isRecord(mine)) return mine;
      if (!isRecord(first)) return mine ?? first;
      const merged: Record<string, unknown> = {};
      for (const [key, child] of fieldsOf(inner)) {
        const value = walk(child, first[key], mine?.[key], [...path, key]);
        if (value !== undefined) merged[key] = value;
      }
      // Fields the schema does not know stay, so the check names them.
      for (const [key, value] of Object.entries(mine ?? {})) {
        if (!key.startsWith("$") && !(key in inner.shape)) merged[key] = value;
      }
      return merged;
    }

    if (inner instanceof z.ZodArray) {
      if (mine !== undefined && !Array.isArray(mine)) return mine;
      if (!Array.isArray(first)) return mine ?? first;
      const element = inner.element as z.ZodType;
      const { translated, shared } = leaves(element);
      if (!translated) return mine ?? first;
      if (!shared) {
        if (mine === undefined) untranslated.push(path);
        return mine ?? first;
      }
      const elementObject = innerType(element);
      if (elementObject instanceof z.ZodObject && "id" in elementObject.shape) {
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

    if (role === "translated") {
      if (mine === undefined) untranslated.push(path);
      return mine ?? first;
    }
    return mine ?? first;
  };

  const value = walk(schema, base, own, []);
  return { value, untranslated, mismatches, misaligned };
}

/** Whether a file of this shape holds any text to translate: tools.json, with names and logos only, does not. */
export const needsTranslation = (schema: z.ZodType): boolean => leaves(schema).translated;

const metaOf = (schema: z.ZodType) => z.globalRegistry.get(schema) ?? z.globalRegistry.get(innerType(schema));

/**
 * The shape of a language's own file, for the editors' JSON Schema: every
 * field may be left out (the first language's stands in), a field only the
 * first language's file may hold is gone, and a list matched by id may hold
 * any of its entries, each naming its id. What the merge checks beyond
 * that (lists that line up) the build still reports.
 */
export function translationSchema(schema: z.ZodType): z.ZodType {
  const inner = innerType(schema);
  const meta = metaOf(schema) ?? {};
  if (inner instanceof z.ZodObject) {
    const shape = Object.entries(inner.shape as Record<string, z.ZodType>)
      .filter(([, field]) => roleOf(field) !== "first")
      .map(([key, field]) => [key, translationSchema(field).optional()]);
    return z.strictObject(Object.fromEntries(shape)).meta(meta);
  }
  if (inner instanceof z.ZodArray && roleOf(schema) === "shared") {
    const element = inner.element as z.ZodType;
    const entry = innerType(element);
    const { translated, shared } = leaves(element);
    if (translated && shared && entry instanceof z.ZodObject && "id" in entry.shape) {
      const item = translationSchema(element) as z.ZodObject;
      return z.array(item.required({ id: true }).meta(metaOf(element) ?? {})).meta({ description: meta.description });
    }
    return z.array(translationSchema(element)).meta(meta);
  }
  return schema;
}
