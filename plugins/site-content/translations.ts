import { z } from "zod";
import {
  entryKeys,
  fileFields,
  innerType,
  keyedBy,
  languageRoles,
  type EntryKeyRule,
  type LanguageRole,
} from "./fields";
import {
  leavesOf,
  mergeByPlan,
  type EntryKeyPlan,
  type MergedContent,
  type TranslationPlan,
} from "./merge-translation";

/**
 * How a language's own file is laid over the first language's (the rules are
 * in merge-translation.ts), read from the content schema: the merge walks a
 * plain plan of the schema, so the editor's preview, which cannot load the
 * schema in the browser, lays a language's texts the same way.
 */

function roleOf(schema: z.ZodType): LanguageRole | "shared" {
  return (languageRoles.get(schema) ?? languageRoles.get(innerType(schema)))?.role ?? "shared";
}

const keyRuleOf = (schema: z.ZodType): EntryKeyRule | undefined =>
  entryKeys.get(schema) ?? entryKeys.get(innerType(schema));

/** The list's key rule as plain data, with the derived fields that hold a file's path marked. */
function keyPlan(rule: EntryKeyRule, entry: z.ZodObject): EntryKeyPlan {
  const shape = entry.shape as Record<string, z.ZodType>;
  for (const name of [rule.field, ...(rule.derive ?? [])])
    if (!(name in shape)) throw new Error(`A list's key names "${name}", which its entries do not have`);
  return {
    field: rule.field,
    ...(rule.derive
      ? {
          derive: rule.derive.map((field) => ({
            field,
            ...(fileFields.get(innerType(shape[field]!)) ? { fileName: true } : {}),
          })),
        }
      : {}),
    ...(rule.positional ? { positional: true } : {}),
  };
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
    const rule = keyRuleOf(schema);
    if (rule && !(entry instanceof z.ZodObject)) throw new Error("Only a list of objects can have a key");
    return { role, entries: translationPlan(element), ...(rule ? { key: keyPlan(rule, entry as z.ZodObject) } : {}) };
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
 * first language's file may hold is gone, and a list matched by key may hold
 * any of its entries, each naming its key (required where the first
 * language's entries all give one). What the merge checks beyond that (lists
 * that line up) the build still reports.
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
    const { translated, shared } = leaves(element);
    const rule = keyRuleOf(schema);
    if (translated && shared && rule && !rule.derive && !rule.positional) {
      const item = translationSchema(element) as z.ZodObject;
      const required = { [rule.field]: true } as Record<string, true>;
      return keyedBy(
        z.array(item.required(required as never).meta(metaOf(element) ?? {})).meta({ description: meta.description }),
        rule,
      );
    }
    const translation = z.array(translationSchema(element)).meta(meta);
    return rule ? keyedBy(translation, rule) : translation;
  }
  return schema;
}
