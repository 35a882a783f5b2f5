/** @jest-environment node */
import { parseDocument, DomUtils } from "htmlparser2";
import { feedPath } from "../../src/features/writing/paths";
import { renderFeed } from "./feed";

const FEED = {
  siteUrl: "https://alex.example",
  title: "Alex: Texte",
  description: "Notizen & <Skizzen>",
  author: "Alex Berger",
  lang: "de" as const,
  languages: ["en", "de"] as const,
  posts: [
    { slug: "newer", title: "Ein „neuer“ Text & mehr", date: "2026-04-02", description: "Kurz." },
    { slug: "older", title: "Älter", date: "2026-01-15", description: "Noch kürzer." },
  ],
};

const parse = (xml: string) => parseDocument(xml, { xmlMode: true });
const texts = (xml: string, tag: string) =>
  DomUtils.getElementsByTagName(tag, parse(xml)).map((element) => DomUtils.textContent(element));

describe("renderFeed", () => {
  it("lists the language's posts as RSS 2.0 items, with absolute links, dates and summaries", () => {
    const xml = renderFeed(FEED);
    expect(DomUtils.getElementsByTagName("rss", parse(xml))[0]?.attribs.version).toBe("2.0");
    expect(texts(xml, "title")).toEqual(["Alex: Texte", "Ein „neuer“ Text & mehr", "Älter"]);
    expect(texts(xml, "link")).toEqual([
      "https://alex.example/de/writing/",
      "https://alex.example/de/writing/newer/",
      "https://alex.example/de/writing/older/",
    ]);
    expect(texts(xml, "pubDate")).toEqual(["Thu, 02 Apr 2026 00:00:00 GMT", "Thu, 15 Jan 2026 00:00:00 GMT"]);
    expect(texts(xml, "description")).toEqual(["Notizen & <Skizzen>", "Kurz.", "Noch kürzer."]);
    expect(texts(xml, "language")).toEqual(["de"]);
  });

  it("names its own address, and is dated by its newest post so a rebuild changes nothing", () => {
    const xml = renderFeed(FEED);
    expect(xml).toContain('<atom:link href="https://alex.example/de/writing/rss.xml" rel="self"');
    expect(texts(xml, "lastBuildDate")).toEqual(["Thu, 02 Apr 2026 00:00:00 GMT"]);
    expect(renderFeed(FEED)).toBe(xml);
  });
});

describe("feedPath", () => {
  it("puts each language's feed beside its writing index", () => {
    expect(feedPath("en", ["en", "de"])).toBe("/writing/rss.xml");
    expect(feedPath("de", ["en", "de"])).toBe("/de/writing/rss.xml");
  });
});
