import type { TranslationPlan } from "../../site-content/merge-translation";
import { entryLabel, translationGaps, translationStart } from "./translation-gaps";

const projects: TranslationPlan = {
  role: "shared",
  entries: {
    role: "shared",
    fields: {
      id: { role: "shared" },
      title: { role: "translated" },
      tags: { role: "shared", entries: { role: "translated" } },
      link: { role: "shared" },
    },
  },
  key: { field: "id", derive: [{ field: "title" }], positional: true },
};

const first = [
  { id: "puppet", title: "Kids AI Puppet", tags: ["toy"], link: "https://puppet.example" },
  { id: "beer", title: "Protein Beer", link: "https://beer.example" },
  { title: "Wake-up Band", link: "https://band.example" },
];

describe("translationGaps", () => {
  it("lists the entries the translation lacks, each to start from the first language's texts", () => {
    const gaps = translationGaps(first, [{ id: "beer", title: "Proteinbier" }], projects);
    expect(gaps).toEqual({
      missing: [
        { key: "puppet", label: "Kids AI Puppet", start: { id: "puppet", title: "Kids AI Puppet", tags: ["toy"] } },
        { key: "wake-up-band", label: "Wake-up Band", start: { id: "wake-up-band", title: "Wake-up Band" } },
      ],
      notShown: [],
      unmatched: false,
    });
  });

  it("names a translation of no entry, which the page leaves out", () => {
    const gaps = translationGaps(first, [{ id: "gone", title: "Alt" }, { title: "Ohne Schlüssel" }], projects);
    expect(gaps?.notShown).toEqual([
      { index: 0, label: "Alt" },
      { index: 1, label: "Ohne Schlüssel" },
    ]);
  });

  it("treats a list written before keys as matched by position, or unmatched when the counts differ", () => {
    const legacy = first.map(({ title }) => ({ title: `${title} (de)` }));
    expect(translationGaps(first, legacy, projects)).toEqual({ missing: [], notShown: [], unmatched: false });
    expect(translationGaps(first, legacy.slice(1), projects)?.unmatched).toBe(true);
  });

  it("offers every entry of an empty or missing list", () => {
    expect(translationGaps(first, undefined, projects)?.missing).toHaveLength(3);
  });

  it("has nothing to say of a list without keys", () => {
    expect(translationGaps(first, [], { role: "shared", entries: { role: "translated" } })).toBeNull();
  });
});

describe("translationStart and entryLabel", () => {
  it("starts from the key and the texts to translate, never the shared fields", () => {
    expect(translationStart(first[0], projects, projects.key!, "puppet")).toEqual({
      id: "puppet",
      title: "Kids AI Puppet",
      tags: ["toy"],
    });
  });

  it("names an entry by its title, or what stands in for it", () => {
    expect(entryLabel({ alt: "Alex smiling" }, "x")).toBe("Alex smiling");
    expect(entryLabel({ title: "" }, "Entry 2")).toBe("Entry 2");
  });
});
