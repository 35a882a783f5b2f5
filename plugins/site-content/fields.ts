import { extname, join } from "node:path";
import { z } from "zod";
import { imageProblem, pdfProblem } from "./file-checks";
import {
  FILE_PATH_PATTERN,
  fileSystemProblem,
  missingFileProblem,
  outsideLinkProblem,
  writtenPathProblem,
} from "./path-checks";
import { textProblem, type TextRules } from "./text-checks";
import { publicUrlProblem } from "./url-checks";

/**
 * The building blocks of the content schema. Each field carries its own
 * checks (with messages that end a sentence starting with the field, e.g.
 * "link must be an http(s) URL"), its description and its limits, so the
 * validator, the editors' JSON Schema and Gatsby's GraphQL types all come
 * from one declaration.
 */

/** Whether the schema only wraps a field's own: `.optional()`, or the non-optional `.required()` makes. */
export const isWrapper = (schema: z.ZodType): schema is z.ZodOptional | z.ZodNonOptional =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNonOptional;

/** A field's own schema, under whatever wraps it. */
export const innerType = (schema: z.ZodType): z.ZodType =>
  isWrapper(schema) ? innerType(schema.unwrap() as z.ZodType) : schema;

/**
 * Fields the pages get another way than GraphQL: the build resolves the
 * interface's messages into each page's context.
 */
export const graphqlFields = z.registry<{ omit: true }>();
export const isOmittedFromGraphql = (schema: z.ZodType) => Boolean(graphqlFields.get(innerType(schema)));

/**
 * How a field behaves on the pages of the site's other languages:
 * - translated: each language's folder gives its own text, and a missing one is reported;
 * - own: each language has its own value or none, never the first language's (the message overrides);
 * - first: only the first language's file may hold it (the list of languages).
 * A field without a role (pictures, links, icons, ids) is shared, and a language's folder may still give its own.
 */
export type LanguageRole = "translated" | "own" | "first";
export const languageRoles = z.registry<{ role: LanguageRole }>();

export function withLanguageRole<T extends z.ZodType>(schema: T, role: LanguageRole): T {
  languageRoles.add(schema, { role });
  return schema;
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "boolean") return "true/false";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

const wrongType =
  (expected: string) =>
  (issue: { code?: string; input: unknown }): string | undefined => {
    if (issue.code !== "invalid_type") return undefined;
    return issue.input === undefined ? "is missing" : `must be ${expected} (found ${describeValue(issue.input)})`;
  };

type Check = (value: string) => string | undefined | Promise<string | undefined>;

function checked(schema: z.ZodString, checks: Check[]) {
  return schema.superRefine(async (value, ctx) => {
    for (const check of checks) {
      const message = await check(value);
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return;
      }
    }
  });
}

/** Text visitors read, so each language of the site gives its own. */
export function text(description: string, rules: TextRules, ...checks: Check[]) {
  return withLanguageRole(sharedText(description, rules, ...checks), "translated");
}

/**
 * Translated text is shown as its language prints it (typeset.ts), unless it
 * is marked to be shown as typed: words the chat matches, a mail's text, a
 * line the owner signs exactly as written.
 */
export const asTypedFields = z.registry<{ asTyped: true }>();

export function asTyped<T extends z.ZodType>(schema: T): T {
  asTypedFields.add(schema, { asTyped: true });
  return schema;
}

export const isTypesetField = (schema: z.ZodType) => {
  const own = innerType(schema);
  return languageRoles.get(own)?.role === "translated" && !asTypedFields.get(own);
};

/** Text fields whose line breaks are part of the text (a mail body); every other text is one line. */
export const multilineFields = z.registry<{ multiline: true }>();
export const isMultilineField = (schema: z.ZodType) => Boolean(multilineFields.get(innerType(schema)));

/** Text that reads the same in every language: a name, an id, an address. */
export function sharedText(description: string, rules: TextRules, ...checks: Check[]) {
  const schema = z.string({ error: wrongType("text") }).meta({ description, minLength: 1, maxLength: rules.maxLength });
  const field = checked(schema, [(value) => textProblem(value, rules), ...checks]);
  if (rules.multiline) multilineFields.add(field, { multiline: true });
  return field;
}

const URL_MAX_LENGTH = 2048;

export function url(description: string, problem: Check = publicUrlProblem) {
  return sharedText(description, { maxLength: URL_MAX_LENGTH }, problem).meta({ format: "uri", pattern: "^https?://" });
}

const EMAIL_MAX_LENGTH = 254;

export function email(description: string) {
  return sharedText(description, { maxLength: EMAIL_MAX_LENGTH }, (value) =>
    z.email().safeParse(value).success ? undefined : "must be a valid email address",
  ).meta({ format: "email" });
}

export function oneOf<T extends readonly [string, ...string[]]>(description: string, values: T) {
  return z
    .enum(values, {
      error: (issue) =>
        wrongType("text")(issue) ?? `must be one of ${values.join(", ")} (found ${JSON.stringify(issue.input)})`,
    })
    .meta({ description });
}

/** How many entries a list may hold; every layout is built and tested for the whole range. */
export interface CountRange {
  min: number;
  max?: number;
}

export function describeCountRange({ min, max }: CountRange): string {
  if (max === undefined) return `at least ${min}`;
  return min === max ? `exactly ${min}` : `${min} to ${max}`;
}

/**
 * The count is checked after the items, so a list with one entry too many
 * still gets its broken entries reported (zod's own length check stops early).
 */
export function list<T extends z.ZodType>(description: string, item: T, range: CountRange) {
  return z
    .array(item, { error: wrongType("a list") })
    .superRefine((entries, ctx) => {
      const { min, max = Infinity } = range;
      if (entries.length >= min && entries.length <= max) return;
      ctx.addIssue({
        code: "custom",
        message: `must have ${describeCountRange(range)} entries (found ${entries.length})`,
      });
    })
    .meta({ description, minItems: range.min, ...(range.max === undefined ? {} : { maxItems: range.max }) });
}

/**
 * How a list's entries are told apart across languages, so a language's file
 * names the entry each of its own translates (merge-translation.ts):
 * - field: the field holding an entry's key ("id", or one that is unique already, such as a button's "action");
 * - derive: where an entry of the first language that leaves `field` out takes its key from (the editor writes it
 *   on the first save); without it, every entry gives the field;
 * - positional: a language's list that names no keys at all is matched by position, as files were written before
 *   entries had keys.
 */
export interface EntryKeyRule {
  field: string;
  derive?: readonly string[];
  positional?: boolean;
}
export const entryKeys = z.registry<EntryKeyRule>();

export function keyedBy<T extends z.ZodType>(schema: T, rule: EntryKeyRule): T {
  entryKeys.add(schema, rule);
  return schema;
}

/** What a key looks like: the slug merge-translation.ts derives, e.g. "kids-ai-puppet". */
export const ENTRY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ENTRY_KEY_MAX_LENGTH = 60;

/** An entry's stable key, written by the editor or derived; the owner never needs to type it. */
export function entryId(description: string) {
  return sharedText(description, { maxLength: ENTRY_KEY_MAX_LENGTH }, (value) =>
    ENTRY_KEY_PATTERN.test(value)
      ? undefined
      : `must be lower-case letters and digits joined by single hyphens, e.g. "kids-ai-puppet" (found ${JSON.stringify(value)})`,
  )
    .meta({ pattern: ENTRY_KEY_PATTERN.source })
    .optional();
}

/** The names the editor shows for the values of an orderedChoice; JSON Schema has no place for them. */
export const choiceLabels = z.registry<Record<string, string>>();

/**
 * Some of `values`, each at most once, in the order the owner lists them: the
 * sections a page shows, the languages a site has. `whenLeftOut` is what a
 * missing list means. JSON Schema states both (uniqueItems, default), and the
 * editor draws every value with a switch to include it and buttons to move it.
 */
export function orderedChoice<T extends readonly [string, ...string[]]>(
  description: string,
  {
    name,
    item,
    values,
    range,
    whenLeftOut,
    labels,
  }: {
    /** The list's name, as a repeat is reported: "repeats sections[0]". */
    name: string;
    item: string;
    values: T;
    range: CountRange;
    whenLeftOut: readonly T[number][];
    /** What the editor names each value by, when not by the value itself ("Deutsch" for "de"). */
    labels?: Record<T[number], string>;
  },
) {
  const choice = oneOf(item, values);
  if (labels) choiceLabels.add(choice, labels);
  return list(description, choice, range)
    .superRefine((names, ctx) => {
      names.forEach((value, index) => {
        const first = names.indexOf(value);
        if (first < index) ctx.addIssue({ code: "custom", path: [index], message: `repeats ${name}[${first}]` });
      });
    })
    .meta({ uniqueItems: true, default: [...whenLeftOut] });
}

export function object<T extends z.core.$ZodLooseShape>(description: string, shape: T) {
  return z.strictObject(shape, { error: wrongType("an object") }).meta({ description });
}

/** An object whose fields may have any names, each holding `item`. */
export function anyNames<T extends z.ZodType>(description: string, item: T) {
  return z
    .object({}, { error: wrongType("an object") })
    .catchall(item)
    .meta({ description });
}

const PATH_MAX_LENGTH = 300;

export type FileKind = "image" | "pdf" | "markdown";

/**
 * What a file field points at, for the editors that offer an upload for it:
 * its kind, its formats and the folder of content/ its files are kept in.
 */
export const fileFields = z.registry<{ kind: FileKind; formats: readonly string[]; folder: string }>();

/** A path Gatsby resolves to a File node. */
export const isFileField = (schema: z.ZodType) => Boolean(fileFields.get(innerType(schema)));

const CONTENT_CHECKS: Record<FileKind, (file: string) => Promise<string | undefined>> = {
  image: imageProblem,
  pdf: pdfProblem,
  // A Markdown file's front matter and text are checked on their own, a line per problem (markdown-checks.ts).
  markdown: async () => undefined,
};

/**
 * A path relative to the content folder (named `shownAs` in messages) that
 * Gatsby turns into a File node: it must be written as path-checks.ts asks, stay inside the folder, exist in exactly
 * this letter case, have one of the formats and decode as what it claims to be.
 */
export function file(
  contentDir: string,
  description: string,
  kind: FileKind,
  formats: readonly string[],
  shownAs = "content",
  folder = kind === "pdf" ? "files" : "images",
) {
  const schema = sharedText(
    description,
    { maxLength: PATH_MAX_LENGTH },
    (path) => writtenPathProblem(path, shownAs),
    (path) => missingFileProblem(contentDir, path, shownAs),
    (path) => outsideLinkProblem(contentDir, path, shownAs),
    (path) =>
      formats.includes(extname(path).toLowerCase())
        ? undefined
        : `must be a ${formats.join(", ")} file (found "${path}")`,
    async (path) => {
      try {
        const problem = await CONTENT_CHECKS[kind](join(contentDir, path));
        return problem && `points to "${path}", which ${problem}`;
      } catch (error) {
        return fileSystemProblem(error, path, shownAs);
      }
    },
  ).meta({ pattern: FILE_PATH_PATTERN });
  fileFields.add(schema, { kind, formats, folder });
  return schema;
}
