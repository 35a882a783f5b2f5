import { ENGLISH_MESSAGES } from "../../src/i18n/en";
import { GERMAN_MESSAGES } from "../../src/i18n/de";
import { languagePages, withOverrides } from "./page-languages";

const tables = { en: ENGLISH_MESSAGES, de: GERMAN_MESSAGES };

describe("languagePages", () => {
  it("keeps a one-language site's page where it is", () => {
    expect(languagePages("/", ["en"], (code) => tables[code])).toEqual([
      {
        path: "/",
        context: {
          lang: "en",
          languages: [{ code: "en", name: "English", path: "/", locale: "en_GB" }],
          messages: ENGLISH_MESSAGES,
        },
      },
    ]);
  });

  it("serves the first language at the page's path and the others under their code", () => {
    const pages = languagePages("/404/", ["de", "en"], (code) => tables[code]);
    expect(pages.map(({ path, context }) => [path, context.lang, context.messages])).toEqual([
      ["/404/", "de", GERMAN_MESSAGES],
      ["/en/404/", "en", ENGLISH_MESSAGES],
    ]);
    expect(pages[0]!.context.languages.map(({ code, path }) => [code, path])).toEqual([
      ["de", "/"],
      ["en", "/en/"],
    ]);
  });

  it("lets another language's 404 page answer for every unknown address under its folder", () => {
    const pages = languagePages("/404/", ["en", "de"], (code) => tables[code]);
    expect(pages.map(({ path, matchPath }) => [path, matchPath])).toEqual([
      ["/404/", undefined],
      ["/de/404/", "/de/*"],
    ]);
    const home = languagePages("/", ["en", "de"], (code) => tables[code]);
    expect(home.map(({ matchPath }) => matchPath)).toEqual([undefined, undefined]);
  });
});

describe("withOverrides", () => {
  const [key] = Object.keys(ENGLISH_MESSAGES) as (keyof typeof ENGLISH_MESSAGES)[];

  it("lays the owner's words over the language's table", () => {
    expect(withOverrides(GERMAN_MESSAGES, { [key!]: "Eigenes Wort" })[key!]).toBe("Eigenes Wort");
  });

  it("ignores names the table does not have", () => {
    expect(withOverrides(GERMAN_MESSAGES, { "no.such.message": "x" })).toEqual(GERMAN_MESSAGES);
  });

  it("is the table itself without overrides", () => {
    expect(withOverrides(ENGLISH_MESSAGES, undefined)).toEqual(ENGLISH_MESSAGES);
  });
});
