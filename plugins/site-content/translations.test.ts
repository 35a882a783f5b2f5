import { z } from "zod";
import { object, list, sharedText, text, withLanguageRole } from "./fields";
import { mergeTranslation, needsTranslation } from "./translations";

const schema = object("A file.", {
  $schema: z.string().optional(),
  name: sharedText("A name.", { maxLength: 80 }),
  tagline: text("A tagline.", { maxLength: 80 }),
  note: text("An optional text.", { maxLength: 80 }).optional(),
  lines: list("Lines.", text("A line.", { maxLength: 80 }), { min: 1 }),
  photos: list(
    "Photos.",
    object("A photo.", { image: sharedText("A path.", { maxLength: 80 }), alt: text("Its alt.", { maxLength: 80 }) }),
    { min: 1 },
  ),
  topics: list(
    "Topics.",
    object("A topic.", { id: sharedText("An id.", { maxLength: 80 }), reply: text("A reply.", { maxLength: 80 }) }),
    { min: 0 },
  ),
  greetings: list(
    "Small talk.",
    object("A line.", {
      keywords: list("Words.", text("A word.", { maxLength: 80 }), { min: 1 }),
      reply: text("A reply.", { maxLength: 80 }),
    }),
    { min: 0 },
  ).optional(),
  languages: withLanguageRole(
    list("Languages.", sharedText("A code.", { maxLength: 2 }), { min: 1 }),
    "first",
  ).optional(),
  messages: withLanguageRole(
    object("Overrides.", { hello: sharedText("Hello.", { maxLength: 80 }).optional() }),
    "own",
  ).optional(),
});

const english = {
  $schema: "../content-schema/site.schema.json",
  name: "Alex",
  tagline: "Builds products",
  lines: ["One", "Two"],
  photos: [
    { image: "a.jpg", alt: "Alex smiling" },
    { image: "b.jpg", alt: "Alex in blue" },
  ],
  topics: [
    { id: "beer", reply: "The beer" },
    { id: "puppet", reply: "The puppet" },
  ],
  greetings: [{ keywords: ["hi"], reply: "Hello!" }],
  languages: ["en", "de"],
  messages: { hello: "Hi there" },
};

const german = {
  tagline: "Baut Produkte",
  lines: ["Eins"],
  photos: [{ alt: "Alex lächelt" }, { alt: "Alex in Blau", image: "b-de.jpg" }],
  topics: [
    { id: "puppet", reply: "Die Puppe" },
    { id: "beer", reply: "Das Bier" },
  ],
  greetings: [
    { keywords: ["servus"], reply: "Servus!" },
    { keywords: ["danke"], reply: "Gern!" },
  ],
};

describe("mergeTranslation", () => {
  it("takes the language's texts and the first language's shared fields", () => {
    const { value, untranslated, mismatches } = mergeTranslation(schema, english, german);
    expect(value).toEqual({
      name: "Alex",
      tagline: "Baut Produkte",
      lines: ["Eins"],
      photos: [
        { image: "a.jpg", alt: "Alex lächelt" },
        { image: "b-de.jpg", alt: "Alex in Blau" },
      ],
      topics: [
        { id: "beer", reply: "Das Bier" },
        { id: "puppet", reply: "Die Puppe" },
      ],
      greetings: german.greetings,
      languages: ["en", "de"],
    });
    expect(untranslated).toEqual([]);
    expect(mismatches).toEqual([]);
  });

  it("never inherits a field each language has of its own", () => {
    expect(mergeTranslation(schema, english, { ...german, messages: { hello: "Griaß di" } }).value).toMatchObject({
      messages: { hello: "Griaß di" },
    });
    expect(mergeTranslation(schema, english, german).value).not.toHaveProperty("messages");
  });

  it("names each text the language leaves out, and shows the first language's there", () => {
    const { value, untranslated } = mergeTranslation(schema, english, {
      photos: [{}, { alt: "Alex in Blau" }],
      topics: [{ id: "beer", reply: "Das Bier" }],
    });
    expect(untranslated).toEqual([["tagline"], ["lines"], ["photos", 0, "alt"], ["topics", 1, "reply"], ["greetings"]]);
    expect(value).toMatchObject({
      tagline: "Builds products",
      topics: [{ reply: "Das Bier" }, { reply: "The puppet" }],
    });
  });

  it("does not ask for an optional text the first language leaves out", () => {
    expect(mergeTranslation(schema, english, german).untranslated).not.toContainEqual(["note"]);
  });

  it("reports entries that do not line up with the first language's", () => {
    const { mismatches, misaligned, value } = mergeTranslation(
      schema,
      english,
      { ...german, photos: [{ alt: "Nur eins" }], topics: [{ id: "bier", reply: "Das Bier" }], languages: ["de"] },
      "content/site.json",
    );
    expect(mismatches).toEqual([
      { path: ["topics", 0, "id"], problem: '"bier" is not an id in content/site.json' },
      { path: ["languages"], problem: "belongs in content/site.json only" },
    ]);
    // A list one entry short shows the first language's whole list, never a German text on the wrong photo.
    expect(misaligned).toEqual([
      {
        path: ["photos"],
        problem:
          "has 1 entries and content/site.json 2, so the page shows that file's list until both list every entry in the same order",
      },
    ]);
    expect((value as { photos: unknown }).photos).toEqual(english.photos);
  });

  it("keeps fields the schema does not know, so the check names them", () => {
    expect(mergeTranslation(schema, english, { ...german, taglne: "Tippfehler" }).value).toHaveProperty(
      "taglne",
      "Tippfehler",
    );
  });

  it("keeps fields named like Object's own properties as fields, so the check names them", () => {
    const own = JSON.parse('{ "__proto__": { "tagline": "Untergeschoben" }, "constructor": "x", "toString": "y" }');
    const { value } = mergeTranslation(schema, english, own);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(expect.arrayContaining(["__proto__", "constructor", "toString"]));
    expect(value).toHaveProperty("tagline", "Builds products");
    expect(({} as Record<string, unknown>).tagline).toBeUndefined();
  });

  it("passes a wrongly shaped value on for the check to report", () => {
    expect(mergeTranslation(schema, english, { ...german, lines: "Eins" }).value).toHaveProperty("lines", "Eins");
  });
});

describe("needsTranslation", () => {
  it("is true for a file with texts and false for one of names and pictures", () => {
    expect(needsTranslation(schema)).toBe(true);
    expect(
      needsTranslation(
        object("Tools.", {
          tools: list("Tools.", object("A tool.", { name: sharedText("Name.", { maxLength: 9 }) }), { min: 1 }),
        }),
      ),
    ).toBe(false);
  });
});
