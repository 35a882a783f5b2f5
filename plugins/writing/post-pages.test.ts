import { siteLanguages, type LanguageCode, type LanguagePageContext } from "../../src/i18n/languages";
import { caseStudyPages, newestFirst, writingPages, type PostEntry } from "./post-pages";

const LANGUAGES = ["en", "de"] as const;
const contextOf = (code: LanguageCode): LanguagePageContext => ({
  lang: code,
  languages: siteLanguages(LANGUAGES),
  messages: {} as LanguagePageContext["messages"],
});
const post = (lang: LanguageCode, slug: string, date: string): PostEntry => ({
  id: `${lang}-${slug}`,
  lang,
  slug,
  title: `${slug} (${lang})`,
  date,
});

const POSTS = [
  post("en", "first", "2026-01-10"),
  post("en", "second", "2026-02-10"),
  post("en", "third", "2026-03-10"),
  post("de", "second", "2026-02-10"),
  post("de", "nur-deutsch", "2026-04-01"),
];

const switchOf = (context: LanguagePageContext) =>
  Object.fromEntries(context.languages.map((language) => [language.code, language.path]));

describe("writingPages", () => {
  it("makes no page at all without posts", () => {
    expect(writingPages([], LANGUAGES, contextOf)).toEqual({ indexes: [], posts: [] });
  });

  it("makes an index per language with posts, each switching to the other's index", () => {
    const { indexes } = writingPages(POSTS, LANGUAGES, contextOf);
    expect(indexes.map((page) => [page.path, switchOf(page.context), page.context.translations])).toEqual([
      ["/writing/", { en: "/writing/", de: "/de/writing/" }, ["en", "de"]],
      ["/de/writing/", { en: "/writing/", de: "/de/writing/" }, ["en", "de"]],
    ]);
  });

  it("links each post to its older and newer neighbour in its own language", () => {
    const { posts } = writingPages(POSTS, LANGUAGES, contextOf);
    const english = posts.filter((page) => page.context.lang === "en");
    expect(
      english.map((page) => [page.path, page.context.older?.path ?? null, page.context.newer?.path ?? null]),
    ).toEqual([
      ["/writing/third/", "/writing/second/", null],
      ["/writing/second/", "/writing/first/", "/writing/third/"],
      ["/writing/first/", null, "/writing/second/"],
    ]);
    expect(english[1]!.context.older).toEqual({ path: "/writing/first/", title: "first (en)" });
  });

  it("switches language to the post's other version, or to that language's index where it has none", () => {
    const { posts } = writingPages(POSTS, LANGUAGES, contextOf);
    const byPath = Object.fromEntries(posts.map((page) => [page.path, page.context]));
    expect(switchOf(byPath["/writing/second/"]!)).toEqual({ en: "/writing/second/", de: "/de/writing/second/" });
    expect(byPath["/writing/second/"]!.translations).toEqual(["en", "de"]);
    expect(switchOf(byPath["/writing/first/"]!)).toEqual({ en: "/writing/first/", de: "/de/writing/" });
    expect(byPath["/writing/first/"]!.translations).toEqual(["en"]);
    expect(switchOf(byPath["/de/writing/nur-deutsch/"]!)).toEqual({ en: "/writing/", de: "/de/writing/nur-deutsch/" });
  });

  it("switches to the home page of a language that has no posts", () => {
    const { indexes, posts } = writingPages([post("en", "only", "2026-01-01")], LANGUAGES, contextOf);
    expect(indexes.map((page) => page.path)).toEqual(["/writing/"]);
    expect(switchOf(posts[0]!.context)).toEqual({ en: "/writing/only/", de: "/de/" });
  });
});

describe("newestFirst", () => {
  it("orders by date, then by address for one day", () => {
    const ordered = newestFirst([
      post("en", "b", "2026-01-01"),
      post("en", "a", "2026-01-01"),
      post("en", "c", "2026-05-01"),
    ]);
    expect(ordered.map((entry) => entry.slug)).toEqual(["c", "a", "b"]);
  });
});

describe("caseStudyPages", () => {
  it("makes a page per version, switching to the other version or to a home page", () => {
    const pages = caseStudyPages(
      [
        { id: "a-en", lang: "en", slug: "puppet" },
        { id: "a-de", lang: "de", slug: "puppet" },
        { id: "b-en", lang: "en", slug: "beer" },
      ],
      LANGUAGES,
      contextOf,
    );
    expect(pages.map((page) => [page.path, switchOf(page.context), page.context.translations])).toEqual([
      ["/projects/puppet/", { en: "/projects/puppet/", de: "/de/projects/puppet/" }, ["en", "de"]],
      ["/de/projects/puppet/", { en: "/projects/puppet/", de: "/de/projects/puppet/" }, ["en", "de"]],
      ["/projects/beer/", { en: "/projects/beer/", de: "/de/" }, ["en"]],
    ]);
  });
});
