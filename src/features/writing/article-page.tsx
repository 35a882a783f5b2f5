import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import { AccentStyle } from "../../components/layout/accent-style";
import { Layout } from "../../components/layout/layout";
import { Seo } from "../../components/layout/seo";
import { SiteHeader } from "../../components/layout/site-header";
import { Footer } from "../../components/sections/footer";
import { localisedPath, type LanguageCode, type LanguagePageContext } from "../../i18n/languages";
import { buildPostingJsonLd, type PostingInput } from "../../lib/json-ld";
import { emptySections, visibleSections } from "../../lib/sections";
import { previewImage } from "../../lib/share-card";
import { feedLink } from "./feed-link";

/** What a writing page's frame and head need of site.json (the SiteSeo fragment, the sections and the accent). */
export interface ArticleSite {
  readonly name: string;
  readonly jobTitle: string;
  readonly location: string;
  readonly email: string;
  readonly linkedinUrl: string;
  readonly siteUrl: string;
  readonly accent: string | null;
  readonly sections: readonly string[] | null;
  readonly ogImage: Parameters<typeof previewImage>[0]["ogImage"];
}

/** What every writing page's query asks besides its own: the site, its share card and the language's posts. */
export interface ArticleData {
  readonly siteJson: ArticleSite | null;
  readonly shareCard: { readonly path: string; readonly width: number; readonly height: number } | null;
  readonly writing: { readonly totalCount: number };
}

/** The language's home page, whatever paths the page's language switch carries. */
export const homeOf = ({ lang, languages }: LanguagePageContext) =>
  localisedPath(
    "/",
    lang,
    languages.map((language) => language.code as LanguageCode),
  );

/**
 * A writing page (the index, a post, a case study) under the site's header and
 * over its footer, whose links lead to the home page's sections, with its
 * content in the reading column: on the content column's left edge up to
 * laptop width, where the header's name stands above it, centred from there,
 * and with less room above it on a short screen (a phone held sideways).
 */
export function ArticleFrame({
  site,
  posts,
  context,
  as: Element = "article",
  children,
}: {
  site: ArticleSite;
  posts: number;
  context: LanguagePageContext;
  as?: "article" | "div";
  children: ReactNode;
}) {
  const home = homeOf(context);
  const shown = visibleSections(site.sections, emptySections(posts));
  return (
    <Layout
      header={<SiteHeader name={site.name} shown={shown} home={home} />}
      footer={<Footer {...site} shown={shown} home={home} />}
    >
      <Element className="container-page pb-12 pt-[calc(var(--header-height)+2.5rem)] short:pt-[calc(var(--header-height)+1rem)] sm:pb-16">
        <div className="mx-auto max-w-[40rem]">{children}</div>
      </Element>
    </Layout>
  );
}

interface ArticleHeadProps {
  data: ArticleData;
  context: LanguagePageContext & { translations: readonly LanguageCode[] };
  path: string;
  title: string;
  description: string;
  /** A post or a case study, described to search engines; the index is a plain page. */
  article?: Pick<PostingInput, "type" | "headline" | "datePublished">;
  /** The article's own link preview, drawn by the build; the index shows the language's. */
  card?: { readonly path: string; readonly width: number; readonly height: number } | null;
}

/**
 * A writing page's head: its language and accent, and the tags of Seo, with
 * only the versions it has paired, its language's feed, and for an article
 * its JSON-LD.
 */
export function ArticleHead({ data, context, path, title, description, article, card }: ArticleHeadProps) {
  const site = data.siteJson;
  if (!site) return null;
  // An article's card shows its title above all, and says so to those who cannot see it.
  const image =
    card && article ? { ...card, alt: article.headline } : previewImage({ ...site, shareCard: data.shareCard });
  const absolute = (to: string) => new URL(to, `${site.siteUrl}/`).href;
  return (
    <>
      <html lang={context.lang} />
      <AccentStyle accent={site.accent} />
      <Seo
        title={title}
        description={description}
        siteUrl={site.siteUrl}
        path={path}
        image={image}
        language={context.languages.find((language) => language.code === context.lang)}
        // The switch may lead to another language's index or home; the head pairs only this page's versions.
        languages={context.languages.filter((language) => context.translations.includes(language.code))}
        feed={feedLink(data.writing.totalCount, context, site.name)}
        {...(article && {
          type: "article" as const,
          jsonLd: buildPostingJsonLd({
            ...article,
            description,
            url: absolute(path),
            inLanguage: context.lang,
            author: { name: site.name, url: absolute(homeOf(context)) },
            image: image ? absolute(image.path) : undefined,
          }),
        })}
      />
    </>
  );
}

/** What every writing page asks of site.json: its frame's and head's fields (ArticleSite above). */
export const articleSite = graphql`
  fragment ArticleSite on SiteJson {
    sections
    accent
    ...SiteSeo
  }
`;
