import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CheckedSite } from "../site-content/checked-site";

/** The files of article cards in public/static/; any other name there belongs to someone else. */
export const ARTICLE_CARD_FILE = /^article-card-[0-9a-f]{20}\.png$/;

/** What an article's card shows: its title, a line under it (the date, or "Case study"), and its picture. */
export interface ArticleCard {
  title: string;
  /** The day, written as the page writes it, or the kind of page. */
  kicker: string;
  /** A picture of the content folder: the post's cover, else the front hero photo. */
  picture?: string;
}

type Site = Pick<CheckedSite, "name" | "jobTitle" | "tagline" | "location" | "siteUrl" | "heroPhotos" | "accent">;

/**
 * The site's card, laid out for one article: its title where the owner's
 * name stands, the date (or its kind) in the accent, and the owner's name and
 * job title beneath, beside the article's cover or the owner's photo. The same
 * drawing as the home page's card, so every link preview is in the site's style.
 */
export function articleCardSite(site: Site, card: ArticleCard): Site {
  return {
    ...site,
    name: card.title,
    jobTitle: card.kicker,
    tagline: `${site.name} – ${site.jobTitle}`,
    heroPhotos: card.picture ? [{ ...site.heroPhotos[0]!, image: card.picture }] : site.heroPhotos,
  };
}

/**
 * A key for the drawn card: the texts, the accent and the picture's bytes.
 * A card whose key an earlier build drew is taken from Gatsby's cache, since
 * drawing one takes about half a second, and a site may have many posts.
 */
export function articleCardKey(contentDir: string, site: Site): string {
  const photo = readFileSync(join(contentDir, site.heroPhotos[0]!.image));
  const texts = JSON.stringify([site.name, site.jobTitle, site.tagline, site.location, site.siteUrl, site.accent]);
  return createHash("sha256").update(texts).update(photo).digest("hex");
}

/** The card's file name, after its bytes, as link previews cache a picture by its address. */
export function articleCardName(png: Buffer): string {
  return `article-card-${createHash("sha256").update(png).digest("hex").slice(0, 20)}.png`;
}
