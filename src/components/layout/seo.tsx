import React from "react";
import { graphql } from "gatsby";
import type { SiteLanguage } from "../../i18n/languages";
import { buildPersonJsonLd } from "../../lib/json-ld";
import type { PreviewImage } from "../../lib/share-card";
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH, THEME_COLORS } from "../../lib/web-app";

interface SeoProps {
  title: string;
  description: string;
  siteUrl: string;
  path: string;
  image?: PreviewImage | null;
  person?: { name: string; jobTitle: string; email: string; location: string; sameAs: string[] };
  noIndex?: boolean;
  /**
   * The page's language, and its versions in every language (the first
   * language's served at "/"): the head pairs them. One language needs neither.
   */
  language?: SiteLanguage;
  languages?: readonly SiteLanguage[];
  /** The language's feed of posts, where it has posts. */
  feed?: { href: string; title: string } | null;
  /** Open Graph's kind of page: a post is an article. */
  type?: "website" | "article";
  /** JSON-LD for the page itself (a post), built and escaped by lib/json-ld. */
  jsonLd?: string;
}

/** Head tags for Gatsby's Head API; absolute URLs because crawlers and link previews need them. */
export function Seo({
  title,
  description,
  siteUrl,
  path,
  image: picture,
  person,
  noIndex = false,
  language,
  languages = [],
  feed,
  type = "website",
  jsonLd,
}: SeoProps) {
  const absolute = (to: string) => new URL(to, `${siteUrl}/`).href;
  const url = absolute(path);
  const image = picture ? absolute(picture.path) : undefined;
  // Search engines pair the languages' pages through these links; a page left out of the index pairs with none.
  const alternates = language && languages.length > 1 && !noIndex ? languages : [];

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternates.map((alternate) => (
        <link key={alternate.code} rel="alternate" hrefLang={alternate.code} href={absolute(alternate.path)} />
      ))}
      {alternates[0] && <link rel="alternate" hrefLang="x-default" href={absolute(alternates[0].path)} />}
      {feed && <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
      <link rel="manifest" href={MANIFEST_PATH} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {language && languages.length > 1 && <meta property="og:locale" content={language.locale} />}
      {alternates
        .filter((alternate) => alternate.code !== language?.code)
        .map((alternate) => (
          <meta key={alternate.code} property="og:locale:alternate" content={alternate.locale} />
        ))}
      {image && <meta property="og:image" content={image} />}
      {picture?.width && <meta property="og:image:width" content={String(picture.width)} />}
      {picture?.height && <meta property="og:image:height" content={String(picture.height)} />}
      {picture && <meta property="og:image:alt" content={picture.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {picture && <meta name="twitter:image:alt" content={picture.alt} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      {person && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: buildPersonJsonLd({ ...person, url, image }) }}
        />
      )}
    </>
  );
}

/** The share card the build drew for the page's language, absent beside an ogImage (plugins/share-card). */
export const pageShareCard = graphql`
  fragment PageShareCard on Query {
    shareCard(lang: { eq: $lang }) {
      path
      width
      height
    }
  }
`;

/** What a page's head needs from site.json (the 404 page asks for less in its own query). */
export const siteSeo = graphql`
  fragment SiteSeo on SiteJson {
    name
    siteUrl
    title
    description
    jobTitle
    email
    location
    linkedinUrl
    ogImage {
      publicURL
      childImageSharp {
        original {
          width
          height
        }
      }
    }
  }
`;
