import { z } from "zod";
import { HEX_COLOUR } from "../../src/lib/accent";
import { IMAGE_FOCUS_PATTERN, IMAGE_FOCUS_RULE } from "../../src/lib/image-focus";
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from "../../src/i18n/languages";
import {
  choiceLabels,
  entryKeys,
  fileFields,
  innerType,
  isMultilineField,
  isWrapper,
  type FileKind,
} from "../site-content/fields";
import type { ContentFileName, ContentSchemas } from "../site-content/schema";
import { leavesOf, type TranslationPlan } from "../site-content/merge-translation";
import { translationPlan, translationSchema } from "../site-content/translations";
import { CONTENT_FORMAT } from "./admin/content-format";
import { ORDERED_CHOICE_WIDGET, type ChoiceOption } from "./admin/ordered-choice-field";
import { LIMIT_KEY } from "./admin/character-limit";
import { FIRST_COLLECTION, languageCollection } from "./collections";
import { createPostSchema, POSTS_FOLDER } from "../site-content/markdown-checks";

/**
 * Decap CMS's collections, generated from the content schema at build, like
 * the JSON Schemas and the field reference (those are committed; this is
 * written into the editor's page, with the interface's texts the owner may
 * reword as fields of their own): one entry per content file, each field with
 * its label, its description as the hint, its limits and its widget. A field
 * the generator has no widget for stops the generation, so the editor never
 * silently leaves a field out.
 */

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: [string, string];
  min?: number;
  max?: number;
  options?: string[] | ChoiceOption[];
  /** A colour widget that takes typed text too. */
  allowInput?: true;
  /** A text's most characters, counted under the field (admin/character-count.tsx). */
  limit?: number;
  /** What an ordered choice left out of the file means (ordered-choice-field.ts). */
  when_left_out?: string[];
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  allow_multiple?: false;
  choose_url?: false;
  /** Whether the list's own Add button shows: a translation's entries come from the first language's. */
  allow_add?: false;
  /** A date picker's stored and shown form, without a time. */
  format?: string;
  date_format?: string;
  time_format?: false;
}

/** Where a field is edited: the first language's files, or a further language's, which translate them. */
interface Place {
  path: string;
  translation: boolean;
}

// A case study is a file chosen or uploaded like the CV; its text is written in the editor's Writing pages or by hand.
const WIDGETS = { image: "image", pdf: "file", markdown: "file" } as const satisfies Record<FileKind, string>;

/**
 * Where a field's uploads go: the folder of content/ the schema names for it
 * (content/images/projects/ for a project's picture), written into the JSON
 * relative to content/. Decap finds a picture by its file name inside that
 * folder, so a field's pictures must all live in its folder to show in the editor.
 */
export const uploadFolder = (folder: string) => ({ media_folder: `/content/${folder}`, public_folder: folder });

/** The name of the one field of a list of plain values, which Decap needs to label it. */
const LIST_ITEM = "item";

/** Texts longer than this get a box of several lines. */
const ONE_LINE_MAX_LENGTH = 160;
const ACRONYMS = new Set(["url", "cv", "og", "id"]);

/** "heroPhotos" → "Hero photos", "linkedinUrl" → "Linkedin URL". */
export function labelOf(name: string): string {
  const words = name
    .replace(/^\$/, "")
    .split(/(?=[A-Z])/)
    .map((word) => word.toLowerCase());
  return words
    .map((word, index) => {
      if (ACRONYMS.has(word)) return word.toUpperCase();
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(" ");
}

const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as Record<string, unknown>;

/** The field of an entry to name it by in a list, e.g. a project's title. */
const SUMMARY_FIELDS = ["title", "name", "label", "id", "alt", "reply"];

function widgetOf(name: string, schema: z.ZodType, place: Place): Omit<DecapField, "name" | "label" | "hint"> {
  const { path } = place;
  const inner = innerType(schema);
  const meta = { ...metaOf(inner), ...metaOf(schema) };
  const upload = fileFields.get(inner) ?? fileFields.get(schema);
  if (name === "$schema") return { widget: "hidden" };
  // Only files uploaded into content/: an address typed in would be one the build cannot find.
  if (upload)
    return { widget: WIDGETS[upload.kind], ...uploadFolder(upload.folder), allow_multiple: false, choose_url: false };
  if (inner instanceof z.ZodEnum) return { widget: "select", options: inner.options.map(String) };
  if (inner instanceof z.ZodString) {
    // The picker, and a box to type or paste "#rrggbb" into, as the owner has it from a brand guide.
    if (meta.pattern === HEX_COLOUR.source) return { widget: "color", allowInput: true };
    // A named position or a point in percentages: refused here as the build would refuse it, in the build's words.
    if (meta.pattern === IMAGE_FOCUS_PATTERN.source)
      return { widget: "string", pattern: [IMAGE_FOCUS_PATTERN.source, IMAGE_FOCUS_RULE] };
    // A calendar that stores the day as the build reads it, YYYY-MM-DD, with no time.
    if (meta.format === "date")
      return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    if (meta.format === "uri")
      return { widget: "string", pattern: ["^https?://\\S+$", "a web address starting with https:// or http://"] };
    if (meta.format === "email")
      return { widget: "string", pattern: ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "an email address"] };
    const max = typeof meta.maxLength === "number" ? meta.maxLength : undefined;
    if (max === undefined) return { widget: "string" };
    // Long one-line texts get a box that wraps, where Enter would add a line break the build refuses; the
    // pattern refuses it here first, and text of spaces alone, in the deployed editor too.
    if (isMultilineField(schema))
      return {
        widget: "text",
        [LIMIT_KEY]: max,
        pattern: [`^(?=[\\s\\S]*\\S)[\\s\\S]{1,${max}}$`, `1 to ${max} characters of text`],
      };
    return {
      widget: max > ONE_LINE_MAX_LENGTH ? "text" : "string",
      [LIMIT_KEY]: max,
      pattern: [`^(?=.*\\S)[^\\t\\n\\r\\u2028\\u2029]{1,${max}}$`, `1 to ${max} characters of text, on one line`],
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const range = {
      ...(typeof meta.minItems === "number" && meta.minItems > 0 ? { min: meta.minItems } : {}),
      ...(typeof meta.maxItems === "number" ? { max: meta.maxItems } : {}),
    };
    const entry = innerType(element);
    // Some of a fixed set, each once, in order: a row for each, switched on or off, moved up or down.
    if (entry instanceof z.ZodEnum && meta.uniqueItems === true) {
      const labels = choiceLabels.get(entry);
      return {
        widget: ORDERED_CHOICE_WIDGET,
        ...range,
        options: entry.options.map(String).map((value) => ({ value, label: labels?.[value] ?? labelOf(value) })),
        ...(Array.isArray(meta.default) ? { when_left_out: meta.default.map(String) } : {}),
      };
    }
    if (entry instanceof z.ZodObject) {
      // A key the editor writes (admin/entry-keys.ts) is not shown; nor, in a translation, one the translated
      // entry names, as a translation is added from the first language's entry (admin/list-control.tsx).
      const key = entryKeys.get(schema) ?? entryKeys.get(inner);
      const written = key && (key.derive || (place.translation && key.positional));
      const fields = fieldsOf(entry, { ...place, path: `${path}[]` }).map((field) =>
        written && field.name === key.field ? { ...field, widget: "hidden" } : field,
      );
      const summary = SUMMARY_FIELDS.find((field) => fields.some((candidate) => candidate.name === field));
      return {
        widget: "list",
        ...range,
        fields,
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
        ...(written && place.translation ? { allow_add: false as const } : {}),
      };
    }
    // A folded entry shows its text rather than the field's label.
    return {
      widget: "list",
      ...range,
      summary: `{{fields.${LIST_ITEM}}}`,
      field: fieldOf(LIST_ITEM, element, { ...place, path: `${path}[]` }),
    };
  }
  if (inner instanceof z.ZodObject) return { widget: "object", collapsed: true, fields: fieldsOf(inner, place) };
  throw new Error(`${path}: no editor widget for this kind of field; add one in plugins/editor/decap-config.ts`);
}

/** The description of the field or of what it wraps: a description may sit on either side of `.optional()`. */
function descriptionOf(schema: z.ZodType): unknown {
  const own = metaOf(schema).description;
  if (own !== undefined) return own;
  return isWrapper(schema) ? descriptionOf(schema.unwrap() as z.ZodType) : undefined;
}

function fieldOf(name: string, schema: z.ZodType, place: Place): DecapField {
  const description = descriptionOf(schema);
  return {
    name,
    label: labelOf(name),
    ...(typeof description === "string" ? { hint: description } : {}),
    ...(schema instanceof z.ZodOptional ? { required: false as const } : {}),
    ...widgetOf(name, schema, place),
  };
}

function fieldsOf(schema: z.ZodObject, place: Place): DecapField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    fieldOf(name, field, { ...place, path: `${place.path}.${name}` }),
  );
}

/** A content file's entry in the editor, and the slug its previews get: "site" for site.json. */
const entryName = (fileName: ContentFileName) => fileName.replace(/\.json$/, "");

const fileEntry = (fileName: ContentFileName, schema: z.ZodType, folder: string, translation = false) => {
  const inner = innerType(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`${folder}/${fileName}: a content file must hold an object`);
  return {
    name: entryName(fileName),
    label: labelOf(entryName(fileName)),
    file: `${folder}/${fileName}`,
    fields: fieldsOf(inner, { path: `${folder}/${fileName}`, translation }),
  };
};

/** The editor's collection of a language's posts: one Markdown file each, named by its address. */
export const writingCollection = (code: LanguageCode) => `${POSTS_FOLDER}-${code}`;

/**
 * A language's posts as a folder collection: content/writing/ for the first,
 * content/<code>/writing/ for the others. The front matter's fields come from
 * the posts' schema, the text is Markdown, and pictures go to
 * content/images/writing/, written from content/ as the checks expect. The
 * file's name follows the title, in plain letters, digits and hyphens.
 */
function writingCollections(languages: readonly LanguageCode[]) {
  const schema = createPostSchema("");
  return languages.map((code, index) => {
    const folder = index === 0 ? `content/${POSTS_FOLDER}` : `content/${code}/${POSTS_FOLDER}`;
    return {
      name: writingCollection(code),
      label: `Writing (${LANGUAGES[code].name})`,
      description: `Posts of the ${LANGUAGES[code].name} pages, at /${index === 0 ? "" : `${code}/`}writing/<name>/. A German version of a post has the same name in the German collection.`,
      folder,
      create: true,
      extension: "md",
      format: "frontmatter",
      slug: "{{slug}}",
      identifier_field: "title",
      ...uploadFolder(`images/${POSTS_FOLDER}`),
      fields: [
        ...fieldsOf(schema, { path: folder, translation: false }),
        {
          name: "body",
          label: "Text",
          widget: "markdown",
          hint: "The post, in Markdown. A picture stands in a paragraph of its own, with words that say what it shows.",
        },
      ],
    };
  });
}

/**
 * The whole configuration but the backend, which depends on where the site is
 * deployed. `languages` lists the first language and then every other one a
 * site may add: the first language's files are content/, each other's
 * content/<code>/, where every field may be left out.
 */
export function decapCollections(schemas: ContentSchemas, languages: readonly LanguageCode[]) {
  const files = Object.entries(schemas) as [ContentFileName, z.ZodType][];
  const [first, ...others] = languages;
  return [
    {
      name: FIRST_COLLECTION,
      label: `Content (${LANGUAGES[first!].name})`,
      format: CONTENT_FORMAT,
      extension: "json",
      editor: { preview: true },
      files: files.map(([fileName, schema]) => fileEntry(fileName, schema, "content")),
    },
    ...others.map((code) => ({
      name: languageCollection(code),
      label: `${LANGUAGES[code].name} (content/${code}/)`,
      description: `The ${LANGUAGES[code].name} page's own texts, when site.json lists "${code}" among its languages. A field left empty shows the first language's.`,
      format: CONTENT_FORMAT,
      extension: "json",
      editor: { preview: true },
      // A file with no text to translate (the tools) is the first language's on every page: not offered here.
      files: files
        .filter(([, schema]) => leavesOf(translationPlan(schema)).translated)
        .map(([fileName, schema]) => fileEntry(fileName, translationSchema(schema), `content/${code}`, true)),
    })),
  ];
}

/**
 * The configuration the editor runs on: the collections for every language the interface has, first English. The
 * local editing backend reads its files and media folders from it too, as the paths it may touch.
 */
export function decapConfig(schemas: ContentSchemas) {
  return {
    // The GitHub repository is the deployed site's own; the admin page names it when the site is built.
    backend: { name: "github", branch: "main" },
    // Under `npm run edit`, on localhost, the editor saves through decap-server into the working copy instead.
    local_backend: true,
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
    public_folder: "images",
    // A new post's file name, from its title: the address rule allows no accents or capitals.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...decapCollections(schemas, LANGUAGE_CODES), ...writingCollections(LANGUAGE_CODES)],
  };
}

/** Each file's translation plan by its entry name, so the previews lay a language's texts as the build does. */
export const translationPlans = (schemas: ContentSchemas): Record<string, TranslationPlan> =>
  Object.fromEntries(
    (Object.entries(schemas) as [ContentFileName, z.ZodType][]).map(([fileName, schema]) => [
      entryName(fileName),
      translationPlan(schema),
    ]),
  );
