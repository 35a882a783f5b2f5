/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { LANGUAGE_CODES } from "../../src/i18n/languages";
import { IMAGE_FOCUS_RULE } from "../../src/lib/image-focus";
import { ORDERABLE_SECTION_IDS } from "../../src/lib/sections";
import { INTERFACE_TEXTS } from "../../src/i18n/interface-texts";
import { createContentSchemas, type ContentSchemas } from "../site-content/schema";
import { mergeTranslation } from "../site-content/translations";
import { mergeByPlan } from "../site-content/merge-translation";
import { decapCollections, decapConfig, labelOf, translationPlans, type DecapField } from "./decap-config";

const schemas = createContentSchemas("/nowhere", undefined, undefined, INTERFACE_TEXTS);
const [english, german] = decapCollections(schemas, ["en", "de"]);

/** A content file's entry name in the editor: "site" for site.json. */
const entryOf = (fileName: string) => fileName.replace(/\.json$/, "");

const fileOf = (collection: typeof english, name: string) => collection!.files.find((file) => file.name === name)!;
/** A field by its path of names, e.g. ["contactActions", "action"]. */
function fieldAt(fields: DecapField[], [name, ...rest]: string[]): DecapField {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return rest.length === 0 ? field : fieldAt(field.fields ?? [field.field!], rest);
}

/** Every field below, each with its path. */
function everyField(fields: DecapField[], path = ""): [string, DecapField][] {
  return fields.flatMap((field) => {
    const here = `${path}.${field.name}`;
    const below = [...(field.fields ?? []), ...(field.field ? [field.field] : [])];
    return [[here, field] as [string, DecapField], ...everyField(below, here)];
  });
}

describe("the editor's collections", () => {
  it("have one entry per content file, in content/ and in each further language's folder", () => {
    const names = Object.keys(schemas).map(entryOf);
    expect(english!.files.map((file) => file.file)).toEqual(names.map((name) => `content/${name}.json`));
    // The tools have nothing to translate: a further language is not offered them.
    const translated = names.filter((name) => name !== "tools");
    expect(german!.files.map((file) => file.file)).toEqual(translated.map((name) => `content/de/${name}.json`));
    expect(german!.label).toBe("Deutsch (content/de/)");
  });

  it("give every field a label, its description as a hint, and a widget", () => {
    for (const collection of [english!, german!]) {
      for (const file of collection.files) {
        for (const [path, field] of everyField(file.fields)) {
          expect([path, typeof field.label, field.widget.length > 0]).toEqual([path, "string", true]);
          if (field.name !== "item") expect([path, typeof field.hint]).toEqual([path, "string"]);
        }
      }
    }
  });

  it("carry the limits the build checks: list lengths, text lengths, addresses and optional fields", () => {
    const site = fileOf(english, "site").fields;
    expect(fieldAt(site, ["heroPhotos"])).toMatchObject({ widget: "list", min: 1, max: 12 });
    expect(fieldAt(site, ["name"])).toMatchObject({
      widget: "string",
      pattern: [expect.any(String), "1 to 80 characters of text, on one line"],
    });
    expect(fieldAt(site, ["description"]).widget).toBe("text");
    expect(fieldAt(site, ["linkedinUrl"]).pattern?.[0]).toBe("^https?://\\S+$");
    expect(new RegExp(fieldAt(site, ["email"]).pattern![0]).test("jane@example.com")).toBe(true);
    expect(fieldAt(site, ["ogImage"]).required).toBe(false);
    expect(fieldAt(site, ["name"]).required).toBeUndefined();
  });

  it("refuse in the editor what the build refuses in a text: a line break, only spaces, too many characters", () => {
    const site = fileOf(english, "site").fields;
    const accepts = (path: string[], value: string) => new RegExp(fieldAt(site, path).pattern![0]).test(value);
    // A long one-line text is edited in a box that wraps, where Enter would add a line break.
    expect(fieldAt(site, ["description"]).widget).toBe("text");
    expect(accepts(["description"], "Builds products in Vienna.")).toBe(true);
    expect(accepts(["description"], "Builds products\nin Vienna.")).toBe(false);
    expect(accepts(["name"], "Jane Doe")).toBe(true);
    expect(accepts(["name"], "   ")).toBe(false);
    expect(accepts(["name"], "x".repeat(81))).toBe(false);
    // The mail's text is the one whose line breaks belong to it.
    expect(accepts(["mail", "body"], "Hello,\n\nI saw your site.")).toBe(true);
    expect(accepts(["mail", "body"], "\n  \n")).toBe(false);
  });

  it("take an image's focus as a named position or a point in percentages, and refuse what the build refuses", () => {
    const projects = fileOf(english, "projects").fields;
    const focus = fieldAt(projects, ["projects", "imageFocus"]);
    expect(focus).toMatchObject({ widget: "string", required: false, pattern: [expect.any(String), IMAGE_FOCUS_RULE] });
    const accepts = (value: string) => new RegExp(focus.pattern![0]).test(value);
    for (const value of ["center", "top left", "50% 64%", "0% 100%"]) expect(accepts(value)).toBe(true);
    for (const value of ["middle", "Top", "50%", "50 64", "50% 140%", "center\n"]) expect(accepts(value)).toBe(false);
  });

  it("choose the widget each field needs: uploads, choices, a colour, a hidden $schema", () => {
    const site = fileOf(english, "site").fields;
    expect(fieldAt(site, ["heroPhotos", "image"])).toMatchObject({
      widget: "image",
      media_folder: "/content/images/profile",
      public_folder: "images/profile",
      choose_url: false,
    });
    expect(fieldAt(site, ["appIcon"])).toMatchObject({ media_folder: "/content/images", public_folder: "images" });
    expect(fieldAt(fileOf(english, "projects").fields, ["projects", "image"]).public_folder).toBe("images/projects");
    expect(fieldAt(site, ["cv"])).toMatchObject({
      widget: "file",
      media_folder: "/content/files",
      public_folder: "files",
    });
    expect(fieldAt(site, ["contactActions", "action"]).options).toEqual(["email", "schedule", "linkedin", "projects"]);
    expect(fieldAt(site, ["sections"])).toMatchObject({
      widget: "ordered-choice",
      min: 1,
      options: ORDERABLE_SECTION_IDS.map((value) => ({ value, label: labelOf(value) })),
      when_left_out: ORDERABLE_SECTION_IDS,
    });
    expect(fieldAt(site, ["languages"])).toMatchObject({
      widget: "ordered-choice",
      options: [
        { value: "en", label: "English" },
        { value: "de", label: "Deutsch" },
      ],
      when_left_out: ["en"],
    });
    expect(fieldAt(site, ["accent"])).toMatchObject({ widget: "color", allowInput: true });
    expect(fieldAt(site, ["tagline"])).toMatchObject({ widget: "string", limit: 160 });
    expect(fieldAt(site, ["$schema"]).widget).toBe("hidden");
    expect(fieldAt(fileOf(english, "skills").fields, ["skills", "icon"]).widget).toBe("select");
    expect(fieldAt(fileOf(english, "projects").fields, ["projects"]).summary).toBe("{{fields.title}}");
  });

  it("let a further language leave out any field, but name each chat topic's id, and never offer what is site-wide", () => {
    const site = fileOf(german, "site").fields;
    for (const [path, field] of everyField(site)) {
      if (field.name !== "item") expect([path, field.required]).toEqual([path, false]);
    }
    // What is one for the whole site is not offered per language.
    for (const name of ["languages", "siteUrl", "appIcon"])
      expect([name, site.some((field) => field.name === name)]).toEqual([name, false]);
    const topics = fieldAt(fileOf(german, "chat").fields, ["topics"]);
    expect(topics.min).toBeUndefined();
    expect(fieldAt(topics.fields!, ["id"]).required).toBeUndefined();
  });

  it("stop with the field's path when the schema holds a field no widget fits", () => {
    const withNumber = {
      ...schemas,
      "tools.json": z.strictObject({ tools: z.array(z.strictObject({ weight: z.number() })) }),
    } as unknown as ContentSchemas;
    expect(() => decapCollections(withNumber, ["en"])).toThrow("content/tools.json.tools[].weight: no editor widget");
  });

  it("hold every language the interface has, each language's posts, the local backend and the editorial workflow", () => {
    const config = decapConfig(schemas);
    expect(config.collections.map((collection: { name: string }) => collection.name)).toEqual([
      "content",
      ...LANGUAGE_CODES.slice(1).map((code) => `content-${code}`),
      ...LANGUAGE_CODES.map((code) => `writing-${code}`),
    ]);
    expect(config).toMatchObject({
      local_backend: true,
      publish_mode: "editorial_workflow",
      media_folder: "content/images",
    });
  });
});

describe("the writing collections", () => {
  it("keep each language's posts as Markdown in its writing folder, with a calendar, an upload and the text", () => {
    const [english, german] = decapConfig(schemas).collections.filter((collection) =>
      collection.name.startsWith("writing-"),
    ) as unknown as { folder: string; extension: string; format: string; create: boolean; fields: DecapField[] }[];
    expect(english).toMatchObject({ folder: "content/writing", extension: "md", format: "frontmatter", create: true });
    expect(german).toMatchObject({ folder: "content/de/writing" });
    const fields = Object.fromEntries(english!.fields.map((field) => [field.name, field]));
    expect(Object.keys(fields)).toEqual(["title", "date", "description", "cover", "body"]);
    expect(fields.date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(fields.cover).toMatchObject({ widget: "image", required: false, media_folder: "/content/images/writing" });
    expect(fields.body).toMatchObject({ widget: "markdown" });
  });
});

describe("labelOf", () => {
  it.each([
    ["heroPhotos", "Hero photos"],
    ["linkedinUrl", "Linkedin URL"],
    ["cv", "CV"],
    ["$schema", "Schema"],
  ])("%s → %s", (name, label) => {
    expect(labelOf(name)).toBe(label);
  });
});

describe("the previews' translation plans", () => {
  const fixture = join(__dirname, "../../fixtures/content/full");
  const read = (path: string) => JSON.parse(readFileSync(join(fixture, path), "utf8")) as unknown;
  // The page carries the plans as JSON, so they are compared after a trip through it.
  const plans = JSON.parse(JSON.stringify(translationPlans(schemas))) as ReturnType<typeof translationPlans>;

  it("name every content file by its entry", () => {
    expect(Object.keys(plans).sort()).toEqual(Object.keys(schemas).map(entryOf).sort());
  });

  it.each(["site.json", "projects.json", "experience.json", "chat.json", "skills.json"] as const)(
    "lay the German %s over the English one exactly as the build does",
    (fileName) => {
      const [english, german] = [read(fileName), read(`de/${fileName}`)];
      const plan = plans[entryOf(fileName)]!;
      expect(mergeByPlan(plan, english, german)).toEqual(mergeTranslation(schemas[fileName], english, german));
      // The German file changes what the page shows, so the comparison is not between two copies of the English.
      expect(mergeByPlan(plan, english, german).value).not.toEqual(english);
    },
  );
});
