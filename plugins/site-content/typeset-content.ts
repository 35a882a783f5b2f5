import { z } from "zod";
import { innerType, isTypesetField } from "./fields";
import { typeset } from "./typeset";
import type { LanguageCode } from "../../src/i18n/languages";

/**
 * A content file as its language's page shows it: each text the schema marks
 * as typeset (the same fields the GraphQL types resolve through typeset.ts)
 * is set, everything else is as the owner wrote it. What the page shows can
 * then be compared with the content without repeating the rules.
 */
export function typesetContent<T>(schema: z.ZodType, value: T, language: LanguageCode): T {
  const inner = innerType(schema);
  if (typeof value === "string") return (isTypesetField(schema) ? typeset(value, language) : value) as T;
  if (Array.isArray(value) && inner instanceof z.ZodArray) {
    return value.map((item) => typesetContent(inner.element as z.ZodType, item, language)) as T;
  }
  if (value && typeof value === "object" && inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        shape[key] ? typesetContent(shape[key], field, language) : field,
      ]),
    ) as T;
  }
  return value;
}
