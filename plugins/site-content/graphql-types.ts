import { z } from "zod";
import { isFileField, isOmittedFromGraphql, isTypesetField } from "./fields";
import { jsonTypeName } from "./json-type-name";
import type { ContentSchemas } from "./schema";

/**
 * Gatsby's GraphQL types for content/, written from the same zod schema the
 * validator uses, so a field added there is queryable at once and the two can
 * never disagree. `@dontInfer` keeps a typo in a JSON file from silently
 * changing the types; required fields become non-null, optional ones
 * nullable, file paths File nodes.
 *
 * Text a visitor reads resolves typeset for its node's language (typeset.ts).
 *
 * Nested objects are named after the file and the field, a list's items in
 * the singular: site.json's `heroPhotos` holds `SiteJsonHeroPhoto`.
 */
export function contentTypeDefs(schemas: ContentSchemas): string {
  const types: string[] = [];

  /** The field's type and, for a file path, the directive that resolves it. */
  const fieldType = (schema: z.ZodType, name: string): { type: string; directive: string } => {
    if (schema instanceof z.ZodOptional) {
      const { type, directive } = fieldType(schema.unwrap() as z.ZodType, name);
      return { type: type.replace(/!$/, ""), directive };
    }
    if (isFileField(schema)) return { type: "File!", directive: " @fileByRelativePath" };
    if (schema instanceof z.ZodString)
      return { type: "String!", directive: isTypesetField(schema) ? ` @${TYPESET_EXTENSION}` : "" };
    if (schema instanceof z.ZodEnum) return { type: "String!", directive: "" };
    if (schema instanceof z.ZodBoolean) return { type: "Boolean!", directive: "" };
    if (schema instanceof z.ZodNumber) return { type: "Float!", directive: "" };
    if (schema instanceof z.ZodArray) {
      const { type, directive } = fieldType(schema.element as z.ZodType, singular(name));
      return { type: `[${type}]!`, directive };
    }
    if (schema instanceof z.ZodObject) return { type: `${objectType(schema, name, "")}!`, directive: "" };
    throw new Error(`${name}: no GraphQL type for a zod ${schema.constructor.name}`);
  };

  /** Declares the object's type (after the types of its fields) and returns its name. */
  const objectType = (schema: z.ZodObject, name: string, suffix: string, extraFields: string[] = []): string => {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>)
      // "$schema" is for editors; GraphQL names cannot start with "$".
      .filter(([key, field]) => !key.startsWith("$") && !isOmittedFromGraphql(field))
      .map(([key, field]) => {
        const { type, directive } = fieldType(field, name + pascal(key));
        return `${describe(field, "  ")}  ${key}: ${type}${directive}`;
      });
    types.push(`${describe(schema, "")}type ${name}${suffix} {\n${[...fields, ...extraFields].join("\n")}\n}`);
    return name;
  };

  for (const [fileName, schema] of Object.entries(schemas)) {
    objectType(schema, jsonTypeName(fileName.replace(/\.json$/, "")), " implements Node @dontInfer", [LANGUAGE_FIELD]);
  }
  return types.join("\n\n");
}

/**
 * Each file's nodes exist once per language of the site; the page query
 * picks its language's. The first language's nodes come from the files
 * themselves and have no `lang` of their own (see gatsby-node.ts).
 */
export const LANGUAGE_EXTENSION = "contentLanguage";
/** The directive of text shown as its language prints it. */
export const TYPESET_EXTENSION = "typeset";

const LANGUAGE_FIELD = `  "The language of the page these texts are for."\n  lang: String! @${LANGUAGE_EXTENSION}`;

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);

/** "heroPhotos" → "heroPhoto", "studies" → "study", "experience" stays: enough English for field names. */
function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  return name.replace(/s$/, "");
}

function describe(schema: z.ZodType, indent: string): string {
  const described = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const description = described.description;
  return description ? `${indent}${JSON.stringify(description)}\n` : "";
}
