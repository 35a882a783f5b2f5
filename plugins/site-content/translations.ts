import { z } from "zod";
import { innerType, languageRoles, type LanguageRole } from "./fields";
import { leavesOf, mergeByPlan, type MergedContent, type TranslationPlan } from "./merge-translation";

/**
 * How a language's own file is laid over the first language's (the rules are
 * in merge-translation.ts), read from the content schema: the merge walks a
 * plain plan of the schema, so the editor's preview, which cannot load the
 * schema in the browser, lays a language's texts the same way.
 */

function roleOf(schema: z.ZodType): LanguageRole | "shared" {
  return (languageRoles.get(schema) ?? languageRoles.get(innerType(schema)))?.role ?? "shared";
}

const fieldsOf = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => !key.startsWith("$"));

/** The schema's language roles and shape, as plain data. */
export function translationPlan(schema: z.ZodType): TranslationPlan {
  const role = roleOf(schema);
  const inner = innerType(schema);
  if (role === "own" || role === "first") return { role };
  if (inner instanceof z.ZodObject) {
    return { role, fields: Object.fromEntries(fieldsOf(inner).map(([key, field]) => [key, translationPlan(field)])) };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const entry = innerType(element);
    return { role, entries: translationPlan(element), byId: entry instanceof z.ZodObject && "id" in entry.shape };
  }
  return { role };
}

/** `firstFile` names the first language's file in the mismatches, e.g. "content/site.json". */
export const mergeTranslation = (schema: z.ZodType, base: unknown, own: unknown, firstFile?: string): MergedContent =>
  mergeByPlan(translationPlan(schema), base, own, firstFile);

const leaves = (schema: z.ZodType) => leavesOf(translationPlan(schema));

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
