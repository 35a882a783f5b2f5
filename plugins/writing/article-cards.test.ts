/** @jest-environment node */
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { ARTICLE_CARD_FILE, articleCardKey, articleCardName, articleCardSite } from "./article-cards";

const SITE = {
  name: "Jane Doe",
  jobTitle: "Product Builder",
  tagline: "Fast, hands-on",
  location: "Vienna",
  siteUrl: "https://jane.example",
  accent: "#0ea5e9",
  heroPhotos: [{ image: "images/profile/portrait-1.jpg", alt: "Alex" }],
};

describe("articleCardSite", () => {
  it("puts the article's title first, its date in the accent, and the owner beneath, beside its cover", () => {
    expect(
      articleCardSite(SITE, { title: "Shipping an MVP", kicker: "14 March 2026", picture: "images/writing/c.jpg" }),
    ).toEqual({
      ...SITE,
      name: "Shipping an MVP",
      jobTitle: "14 March 2026",
      tagline: "Jane Doe – Product Builder",
      heroPhotos: [{ image: "images/writing/c.jpg", alt: "Alex" }],
    });
  });

  it("keeps the owner's photo for an article without a cover", () => {
    expect(articleCardSite(SITE, { title: "A", kicker: "Case study" }).heroPhotos).toEqual(SITE.heroPhotos);
  });
});

describe("articleCardKey", () => {
  it("changes with any text drawn and with the picture, and only then", () => {
    const dir = fixtureDir("full");
    const key = articleCardKey(dir, SITE);
    expect(articleCardKey(dir, { ...SITE })).toBe(key);
    expect(articleCardKey(dir, { ...SITE, name: "Another title" })).not.toBe(key);
    expect(
      articleCardKey(dir, { ...SITE, heroPhotos: [{ image: "images/profile/portrait-2.jpg", alt: "" }] }),
    ).not.toBe(key);
  });
});

describe("articleCardName", () => {
  it("names the card after its bytes, in the pattern stale cards are found by", () => {
    const name = articleCardName(Buffer.from("png"));
    expect(name).toMatch(ARTICLE_CARD_FILE);
    expect(articleCardName(Buffer.from("png"))).toBe(name);
    expect(articleCardName(Buffer.from("other"))).not.toBe(name);
  });
});
