import type { TranslationPlan } from "./merge-translation";
import { keysToWrite, writeKeys } from "./entry-keys";

const projects: TranslationPlan = {
  role: "shared",
  entries: {
    role: "shared",
    fields: { id: { role: "shared" }, title: { role: "translated" }, link: { role: "shared" } },
  },
  key: { field: "id", derive: [{ field: "title" }], positional: true },
};
const actions: TranslationPlan = {
  role: "shared",
  entries: { role: "shared", fields: { action: { role: "shared" }, title: { role: "translated" } } },
  key: { field: "action", positional: true },
};
const file: TranslationPlan = { role: "shared", fields: { name: { role: "shared" }, projects, actions } };

const first = {
  name: "Alex",
  projects: [
    { id: "puppet", title: "Kids AI Puppet", link: "https://puppet.example" },
    { title: "Protein Beer", link: "https://beer.example" },
  ],
  actions: [
    { action: "email", title: "Email me" },
    { action: "schedule", title: "Book a call" },
  ],
};

describe("keysToWrite", () => {
  it("gives each first-language entry without a key the one the build derives", () => {
    expect(keysToWrite(first, file)).toEqual([{ list: "projects", index: 1, field: "id", key: "protein-beer" }]);
  });

  it("gives a copied entry, whose key repeats another's, its own", () => {
    const copied = { projects: [first.projects[0], { ...first.projects[0], title: "Puppet Two" }] };
    expect(keysToWrite(copied, file)).toEqual([{ list: "projects", index: 1, field: "id", key: "puppet-two" }]);
  });

  it("writes nothing where every entry has its key, or the list is not there", () => {
    expect(keysToWrite({ projects: first.projects.slice(0, 1) }, file)).toEqual([]);
    expect(keysToWrite({ name: "Alex" }, file)).toEqual([]);
    expect(keysToWrite("not a file", file)).toEqual([]);
  });
});

describe("writeKeys", () => {
  const german = {
    projects: [{ title: "KI-Handpuppe" }, { title: "Proteinbier" }],
    actions: [{ title: "Schreib mir" }, { title: "Termin buchen" }],
  };

  it("writes the first language's keys, first in each entry, and a translation's by position", () => {
    const { first: keyed, others, written, problems } = writeKeys(file, first, { "de/x.json": german });
    expect(keyed).toEqual({
      ...first,
      projects: [first.projects[0], { id: "protein-beer", title: "Protein Beer", link: "https://beer.example" }],
    });
    expect(Object.keys((keyed as typeof first).projects[1]!)[0]).toBe("id");
    expect(others["de/x.json"]).toEqual({
      projects: [
        { id: "puppet", title: "KI-Handpuppe" },
        { id: "protein-beer", title: "Proteinbier" },
      ],
      actions: [
        { action: "email", title: "Schreib mir" },
        { action: "schedule", title: "Termin buchen" },
      ],
    });
    expect(written).toEqual([
      "projects: 1 key",
      "de/x.json projects: 2 keys, by position",
      "de/x.json actions: 2 keys, by position",
    ]);
    expect(problems).toEqual([]);
  });

  it("leaves a translation with another number of entries, or keys of its own, as it is", () => {
    const short = { projects: german.projects.slice(1), actions: [{ action: "schedule", title: "Termin" }] };
    const { others, problems } = writeKeys(file, first, { "de/x.json": short });
    expect(others["de/x.json"]).toEqual(short);
    expect(problems).toEqual([
      expect.stringMatching(/^de\/x\.json projects: has 1 entries and the first language's file 2/),
    ]);
  });

  it("changes nothing in files that have every key", () => {
    const once = writeKeys(file, first, { "de/x.json": german });
    const twice = writeKeys(file, once.first, once.others);
    expect(twice.written).toEqual([]);
    expect(twice.first).toEqual(once.first);
  });
});
