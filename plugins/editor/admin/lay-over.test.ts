import { laidOver } from "./lay-over";

describe("a language's file laid over the first language's, for the preview", () => {
  const english = {
    name: "Alex",
    tagline: "Building fast",
    subLines: ["One", "Two"],
    projects: [
      { title: "Puppet", link: "https://a.example" },
      { title: "Beer", link: "https://b.example" },
    ],
    topics: [
      { id: "puppet", reply: "A puppet" },
      { id: "beer", reply: "A beer" },
    ],
  };

  it("shows the first language's text where the language leaves a field out or empty", () => {
    expect(laidOver(english, { tagline: "" })).toMatchObject({ name: "Alex", tagline: "Building fast" });
    expect(laidOver(english, { tagline: "Schnell bauen" })).toMatchObject({ tagline: "Schnell bauen" });
  });

  it("pairs entries by position, shared fields from the first language, and texts lists as the language's own", () => {
    const shown = laidOver(english, { projects: [{ title: "Puppe" }, { title: "Bier" }], subLines: ["Eins"] });
    expect(shown).toMatchObject({
      projects: [
        { title: "Puppe", link: "https://a.example" },
        { title: "Bier", link: "https://b.example" },
      ],
      subLines: ["Eins"],
    });
  });

  it("pairs entries with an id by id, and shows the first language's list where entries do not line up", () => {
    const shown = laidOver(english, { topics: [{ id: "beer", reply: "Ein Bier" }], projects: [{ title: "Puppe" }] });
    expect(shown).toMatchObject({
      topics: [
        { id: "puppet", reply: "A puppet" },
        { id: "beer", reply: "Ein Bier" },
      ],
      projects: english.projects,
    });
  });
});
