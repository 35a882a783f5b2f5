import type { LanguageCode } from "../../src/i18n/languages";
import { feedPath, postPath, writingIndexPath } from "../../src/features/writing/paths";

export interface FeedInput {
  siteUrl: string;
  /** The feed's name, e.g. "Alex Berger: Writing". */
  title: string;
  description: string;
  author: string;
  lang: LanguageCode;
  languages: readonly LanguageCode[];
  /** The language's posts, newest first. */
  posts: readonly { slug: string; title: string; date: string; description: string }[];
}

/**
 * One language's posts as RSS 2.0, with jpmonette/feed: a reader subscribes
 * to the writing index's address and gets each post's title, date, summary
 * and link. The feed is dated by its newest post, so a rebuild without a new
 * post leaves the file unchanged.
 */
export function renderFeed({ siteUrl, title, description, author, lang, languages, posts }: FeedInput): string {
  /* eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module, loaded when a feed is written */
  const { Feed } = require("feed") as typeof import("feed");
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).href;
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const index = absolute(writingIndexPath(lang, languages));
  const feed = new Feed({
    title,
    description,
    id: index,
    link: index,
    language: lang,
    copyright: author,
    updated: posts[0] ? day(posts[0].date) : undefined,
    generator: "Gatsby",
    feedLinks: { rss: absolute(feedPath(lang, languages)) },
    author: { name: author, link: absolute("/") },
  });
  for (const post of posts) {
    const url = absolute(postPath(post.slug, lang, languages));
    feed.addItem({ title: post.title, id: url, link: url, description: post.description, date: day(post.date) });
  }
  return feed.rss2();
}
