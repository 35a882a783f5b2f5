import { z } from "zod";
import { entryId, keyedBy, object, list, sharedText, text, withLanguageRole } from "./fields";
import { mergeTranslation, needsTranslation } from "./translations";
import { keysOf } from "./merge-translation";

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
  topics: keyedBy(
    list(
      "Topics.",
      object("A topic.", { id: sharedText("An id.", { maxLength: 80 }), reply: text("A reply.", { maxLength: 80 }) }),
      { min: 0 },
    ),
    { field: "id" },
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

describe("a list whose entries have keys", () => {
  const projects = object("A file.", {
    projects: keyedBy(
      list(
        "Projects.",
        object("A project.", {
          id: entryId("A key."),
          title: text("A title.", { maxLength: 80 }),
          link: sharedText("A link.", { maxLength: 80 }),
        }),
        { min: 1 },
      ),
      { field: "id", derive: ["title"], positional: true },
    ),
  });
  const first = {
    projects: [
      { title: "Kids AI Puppet", link: "https://puppet.example" },
      { id: "beer", title: "Protein Beer", link: "https://beer.example" },
    ],
  };
  const added = { projects: [...first.projects, { title: "Wake-up Band", link: "https://band.example" }] };
  const translated = {
    projects: [
      { id: "beer", title: "Proteinbier" },
      { id: "kids-ai-puppet", title: "KI-Handpuppe" },
    ],
  };

  it("matches each translation by its key, in the first language's order", () => {
    const { value, untranslated, mismatches, misaligned } = mergeTranslation(projects, first, translated);
    expect(value).toEqual({
      projects: [
        { id: "kids-ai-puppet", title: "KI-Handpuppe", link: "https://puppet.example" },
        { id: "beer", title: "Proteinbier", link: "https://beer.example" },
      ],
    });
    expect([untranslated, mismatches, misaligned]).toEqual([[], [], []]);
  });

  it("shows an entry the language has not translated in the first language, alone", () => {
    const { value, untranslated, misaligned } = mergeTranslation(projects, added, translated);
    expect((value as typeof added).projects.map(({ title }) => title)).toEqual([
      "KI-Handpuppe",
      "Proteinbier",
      "Wake-up Band",
    ]);
    expect(untranslated).toEqual([["projects", 2]]);
    expect(misaligned).toEqual([]);
  });

  it("reports a translation of an entry the first language no longer lists, and leaves it out", () => {
    const { value, misaligned, mismatches } = mergeTranslation(
      projects,
      { projects: first.projects.slice(1) },
      translated,
      "content/projects.json",
    );
    expect((value as typeof first).projects.map(({ title }) => title)).toEqual(["Proteinbier"]);
    expect(mismatches).toEqual([]);
    expect(misaligned).toEqual([
      {
        path: ["projects", 1, "id"],
        problem: '"kids-ai-puppet" names no entry of content/projects.json; this entry is not shown',
      },
    ]);
  });

  it("refuses two translations of one entry", () => {
    const twice = { projects: [...translated.projects, { id: "beer", title: "Bier" }] };
    expect(mergeTranslation(projects, first, twice).mismatches).toEqual([
      { path: ["projects", 2, "id"], problem: '"beer" is translated twice in this list' },
    ]);
  });

  it("matches a list written before keys by position while both have as many entries", () => {
    const legacy = { projects: [{ title: "KI-Handpuppe" }, { title: "Proteinbier" }] };
    expect(mergeTranslation(projects, first, legacy).value).toEqual({
      projects: [
        { title: "KI-Handpuppe", link: "https://puppet.example" },
        { id: "beer", title: "Proteinbier", link: "https://beer.example" },
      ],
    });
    const { value, misaligned } = mergeTranslation(projects, added, legacy, "content/projects.json");
    expect(value).toEqual(added);
    expect(misaligned).toEqual([
      {
        path: ["projects"],
        problem: expect.stringMatching(/^has 2 entries and content\/projects\.json 3, and names none by "id"/),
      },
    ]);
  });
});

describe("keysOf", () => {
  const byTitle = { field: "id", derive: [{ field: "title" }] };

  it("derives a key from the named fields, letters folded to plain ones", () => {
    expect(keysOf([{ title: "Kids AI Puppet (2024)" }, { title: "Straße & Müller" }], byTitle)).toEqual([
      "kids-ai-puppet-2024",
      "strasse-muller",
    ]);
    expect(
      keysOf([{ image: "images/profile/Me at Work.JPG" }], {
        field: "id",
        derive: [{ field: "image", fileName: true }],
      }),
    ).toEqual(["me-at-work"]);
  });

  it("keeps a written key, and numbers a derived one that repeats another", () => {
    expect(
      keysOf([{ title: "Beer" }, { id: "beer", title: "Other" }, { title: "Beer" }, { title: "!!!" }], byTitle),
    ).toEqual(["beer-2", "beer", "beer-3", "entry-4"]);
  });

  it("gives a copied entry, whose key repeats the first's, a key of its own", () => {
    expect(
      keysOf(
        [
          { id: "beer", title: "Beer" },
          { id: "beer", title: "Stout" },
        ],
        byTitle,
      ),
    ).toEqual(["beer", "stout"]);
  });

  it("derives nothing where the entries must name their key", () => {
    expect(keysOf([{ id: "a" }, { reply: "x" }], { field: "id" })).toEqual(["a", undefined]);
  });
});
