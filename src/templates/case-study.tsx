import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { SectionLink } from "../components/ui/section-link";
import { Words } from "../components/ui/words";
import { ArticleFrame, ArticleHead, homeOf } from "../features/writing/article-page";
import type { CaseStudyPageContext } from "../features/writing/page-context";
import { PostBody } from "../features/writing/post-body";
import { useMessages } from "../hooks/use-messages";
import { formatMessage } from "../i18n/messages";
import { SECTION_IDS } from "../lib/sections";

type CaseStudyProps = PageProps<Queries.CaseStudyPageQuery, CaseStudyPageContext>;

/**
 * A project's story on a page of its own: its title and reading time, its
 * text, and the way back to the projects.
 */
export default function CaseStudyPage({ data, pageContext }: CaseStudyProps) {
  const messages = useMessages();
  const { caseStudy: study, siteJson: site } = data;
  if (!study || !site)
    throw new Error("The case study has no content: the terminal running the site lists what to fix");

  return (
    <ArticleFrame site={site} posts={data.writing.totalCount} context={pageContext}>
      <SectionLink
        to={SECTION_IDS.projects}
        home={homeOf(pageContext)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {messages["caseStudy.allProjects"]}
      </SectionLink>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-accent-ink">
        {messages["caseStudy.label"]}
      </p>
      <h1 className="mt-3 text-4xl text-ink sm:text-5xl">
        <Words text={study.title} />
      </h1>
      <p className="mt-4 text-sm text-muted">
        {formatMessage(messages["writing.readingTime"], { minutes: study.readingMinutes })}
      </p>
      <div className="mt-10">
        <PostBody blocks={study.body} />
      </div>
    </ArticleFrame>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.CaseStudyPageQuery, CaseStudyPageContext>) {
  const study = data.caseStudy;
  if (!study) return null;
  return (
    <ArticleHead
      data={data}
      context={pageContext}
      path={location.pathname}
      title={formatMessage(pageContext.messages["caseStudy.pageTitle"], {
        title: study.title,
        name: data.siteJson?.name ?? "",
      })}
      description={study.description}
      article={{ type: "CreativeWork", headline: study.title }}
      card={study.shareCard}
    />
  );
}

export const query = graphql`
  query CaseStudyPage($id: String!, $lang: String!) {
    caseStudy(id: { eq: $id }) {
      title
      description
      readingMinutes
      shareCard {
        path
        width
        height
      }
      body {
        ...PostBlocks
      }
    }
    siteJson(lang: { eq: $lang }) {
      ...ArticleSite
    }
    ...PageShareCard
    ...WritingFeedCount
  }
`;
