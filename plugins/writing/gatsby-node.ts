import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { GatsbyNode } from "gatsby";
import { caseStudyPath, feedPath, postPath } from "../../src/features/writing/paths";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/i18n/languages";
import { formatMessage, type Messages } from "../../src/i18n/messages";
import { languageContext } from "../languages/language-context";
import { resolveContentDir } from "../site-content/content-dir";
import { readLanguageContent, readSiteLanguages } from "../site-content/language-content";
import { caseStudySlug, postFiles } from "../site-content/markdown-checks";
import { readMarkdown } from "../site-content/markdown-source";
import { typeset } from "../site-content/typeset";
import { SHARE_CARD } from "../../src/lib/share-card";
import { formatPostDate } from "../../src/features/writing/post-date";
import type { CheckedSite } from "../site-content/checked-site";
import { folderName } from "../site-content/check";
import { renderShareCard, UndrawableTextError } from "../share-card/render-share-card";
import { ARTICLE_CARD_FILE, articleCardKey, articleCardName, articleCardSite, type ArticleCard } from "./article-cards";
import { renderFeed } from "./feed";
import { caseStudyPages, newestFirst, writingPages, type CaseStudyEntry, type PostEntry } from "./post-pages";
import { readingMinutes, renderMarkdown, type RenderLabels } from "./render-markdown";

const POST_TYPE = "WritingPost";
const CASE_STUDY_TYPE = "CaseStudy";
const TEMPLATES = "src/templates";

/**
 * A post as the pages query it. Its text is rendered here, at build, so a
 * post page ships HTML and sized images, and no Markdown code. Paths point
 * into the content folder, so `cover` and each image resolve to their File
 * node and gatsby-plugin-image sizes them.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "A post of content/writing/ (another language's in content/<code>/writing/), rendered for its page."
    type ${POST_TYPE} implements Node @dontInfer {
      slug: String!
      lang: String!
      "The page's address, e.g. /writing/shipping-an-mvp/ or /de/writing/shipping-an-mvp/."
      path: String!
      title: String!
      "YYYY-MM-DD."
      date: String!
      description: String!
      cover: File @link(by: "absolutePath")
      body: [${POST_TYPE}Block!]!
      readingMinutes: Int!
      "The post's own link-preview picture, drawn by the build."
      shareCard: ArticleShareCard!
    }
    "A project's case study (the file its caseStudy names, another language's under content/<code>/), rendered for its page."
    type ${CASE_STUDY_TYPE} implements Node @dontInfer {
      "The file's name without .md: the page's address is /projects/<slug>/."
      slug: String!
      lang: String!
      path: String!
      title: String!
      "The front matter's description, else the project's own."
      description: String!
      body: [${POST_TYPE}Block!]!
      readingMinutes: Int!
      shareCard: ArticleShareCard!
    }
    "A link-preview picture the build drew for one article, in public/static/."
    type ArticleShareCard {
      path: String!
      width: Int!
      height: Int!
    }
    "A run of the post's HTML, or one of its images."
    type ${POST_TYPE}Block {
      html: String
      image: File @link(by: "absolutePath")
      alt: String
      caption: String
    }
  `);
};

function renderLabels(messages: Messages): RenderLabels {
  return {
    footnotes: messages["writing.footnotes"],
    backToReference: (n) => formatMessage(messages["writing.backToReference"], { n }),
    opensInNewTab: messages["common.opensInNewTab"],
  };
}

interface FrontMatter {
  title: string;
  date: string;
  description: string;
  cover?: string;
}

type SourcingArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

/** A Markdown file's text as a node's fields: its blocks, with image paths made absolute, and its reading time. */
function renderedBody(body: string, code: LanguageCode, contentDir: string) {
  const { blocks, words } = renderMarkdown(body, code, renderLabels(languageContext(code).messages));
  return {
    body: blocks.map((block) =>
      "html" in block
        ? { html: block.html, image: null, alt: null, caption: null }
        : { html: null, image: join(contentDir, block.image), alt: block.alt, caption: block.caption ?? null },
    ),
    readingMinutes: readingMinutes(words),
  };
}

function createContentNode(
  { actions, createNodeId, createContentDigest }: SourcingArgs,
  type: string,
  key: string,
  fields: object,
) {
  actions.createNode({
    ...fields,
    id: createNodeId(`${type} ${key}`),
    parent: null,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  });
}

/**
 * Draws an article's link preview, or takes it from Gatsby's cache when an
 * earlier build drew the same one, and publishes it under a name that
 * follows its bytes. A title with a character no font holds stops the build.
 */
async function drawArticleCard(
  { cache, reporter }: SourcingArgs,
  contentDir: string,
  code: LanguageCode,
  label: string,
  card: ArticleCard,
) {
  const site = articleCardSite(readLanguageContent(contentDir, code).files["site.json"] as CheckedSite, card);
  const key = `article-card ${articleCardKey(contentDir, site)}`;
  const cached = (await cache.get(key)) as string | undefined;
  let png: Buffer;
  if (cached) png = Buffer.from(cached, "base64");
  else {
    try {
      png = await renderShareCard(process.cwd(), contentDir, site);
    } catch (error) {
      if (error instanceof UndrawableTextError) {
        reporter.panic(
          `${label}: the share card has no font for some characters of its title or the owner's texts (${error.message}); write them otherwise`,
        );
      }
      throw error;
    }
    await cache.set(key, png.toString("base64"));
  }
  const name = articleCardName(png);
  const staticDir = join(process.cwd(), "public", "static");
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, name), png);
  drawnCards.add(name);
  return { path: `/static/${name}`, ...SHARE_CARD };
}

/** The cards this build drew or took from the cache; any other article card in public/static/ is stale. */
const drawnCards = new Set<string>();

/**
 * Each post of each language as a node, and each case study a project
 * names, in every language it is written in. The content check has passed
 * them all before sourcing.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const contentDir = resolveContentDir(process.cwd());
  const languages = readSiteLanguages(contentDir);
  // A file as the owner knows it: "content/writing/shipping-an-mvp.md".
  const labelOf = (path: string) => `${folderName(process.cwd(), contentDir)}/${relative(contentDir, path)}`;
  for (const file of await postFiles(contentDir, languages)) {
    const source = readMarkdown(await readFile(file.path, "utf8"));
    if (!source.ok) continue;
    const { title, date, description, cover } = source.frontMatter as unknown as FrontMatter;
    const shareCard = await drawArticleCard(args, contentDir, file.code, labelOf(file.path), {
      title: typeset(title, file.code),
      kicker: formatPostDate(date, file.code),
      picture: cover,
    });
    createContentNode(args, POST_TYPE, `${file.code} ${file.slug}`, {
      shareCard,
      slug: file.slug,
      lang: file.code,
      path: postPath(file.slug, file.code, languages),
      title: typeset(title, file.code),
      date,
      description: typeset(description, file.code),
      cover: cover ? join(contentDir, cover) : null,
      ...renderedBody(source.body, file.code, contentDir),
    });
  }
  for (const [index, code] of languages.entries()) {
    const { projects } = readLanguageContent(contentDir, code).files["projects.json"] as {
      projects: { description: string; caseStudy?: string }[];
    };
    const slugs = new Set<string>();
    for (const project of projects) {
      if (!project.caseStudy) continue;
      const slug = caseStudySlug(project.caseStudy);
      const file = join(contentDir, index === 0 ? "" : code, project.caseStudy);
      if (slugs.has(slug) || !existsSync(file)) continue;
      slugs.add(slug);
      const source = readMarkdown(await readFile(file, "utf8"));
      if (!source.ok) continue;
      const { title, description } = source.frontMatter as { title: string; description?: string };
      const shareCard = await drawArticleCard(args, contentDir, code, labelOf(file), {
        title: typeset(title, code),
        kicker: languageContext(code).messages["caseStudy.label"],
      });
      createContentNode(args, CASE_STUDY_TYPE, `${code} ${slug}`, {
        shareCard,
        slug,
        lang: code,
        path: caseStudyPath(slug, code, languages),
        title: typeset(title, code),
        description: typeset(description ?? project.description, code),
        ...renderedBody(source.body, code, contentDir),
      });
    }
  }
  const staticDir = join(process.cwd(), "public", "static");
  for (const name of existsSync(staticDir) ? await readdir(staticDir) : []) {
    if (ARTICLE_CARD_FILE.test(name) && !drawnCards.has(name)) await rm(join(staticDir, name));
  }
};

interface PostsQuery {
  allWritingPost: { nodes: (PostEntry & { description: string })[] };
}

async function queryPosts(graphql: <T>(query: string) => Promise<{ data?: T; errors?: unknown }>) {
  const result = await graphql<PostsQuery>(`
    query WritingPosts {
      allWritingPost {
        nodes {
          id
          lang
          slug
          title
          date
          description
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The posts could not be read: ${JSON.stringify(result.errors)}`);
  return result.data.allWritingPost.nodes;
}

/**
 * The writing index of each language with posts, a page per post, and a page
 * per case study and language. No posts and no case studies, no pages.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const languages = readSiteLanguages(resolveContentDir(process.cwd()));
  const studies = await graphql<{ allCaseStudy: { nodes: CaseStudyEntry[] } }>(`
    query CaseStudies {
      allCaseStudy {
        nodes {
          id
          lang
          slug
        }
      }
    }
  `);
  if (studies.errors || !studies.data)
    throw new Error(`The case studies could not be read: ${JSON.stringify(studies.errors)}`);
  for (const { path, context } of caseStudyPages(studies.data.allCaseStudy.nodes, languages, languageContext)) {
    actions.createPage({ path, component: join(process.cwd(), TEMPLATES, "case-study.tsx"), context });
  }
  const pages = writingPages(await queryPosts(graphql), languages, languageContext);
  for (const { path, context } of pages.indexes) {
    actions.createPage({ path, component: join(process.cwd(), TEMPLATES, "writing-index.tsx"), context });
  }
  for (const { path, context } of pages.posts) {
    actions.createPage({ path, component: join(process.cwd(), TEMPLATES, "writing-post.tsx"), context });
  }
};

/**
 * Each language's feed, beside its writing index. A language without posts
 * has none, and a feed an earlier build wrote there is removed: Gatsby
 * clears the pages it no longer builds, but not the files a plugin wrote.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const languages = readSiteLanguages(resolveContentDir(process.cwd()));
  const posts = await queryPosts(graphql);
  const site = await graphql<{ allSiteJson: { nodes: { lang: LanguageCode; name: string; siteUrl: string }[] } }>(`
    query WritingFeedOwners {
      allSiteJson {
        nodes {
          lang
          name
          siteUrl
        }
      }
    }
  `);
  const written = new Set<string>();
  for (const code of languages) {
    const own = newestFirst(posts.filter((post) => post.lang === code));
    const owner = site.data?.allSiteJson.nodes.find((node) => node.lang === code);
    if (own.length === 0 || !owner) continue;
    const { messages } = languageContext(code);
    const xml = renderFeed({
      siteUrl: owner.siteUrl,
      title: formatMessage(messages["writing.feed"], { name: owner.name }),
      description: messages["writing.lead"],
      author: owner.name,
      lang: code,
      languages,
      posts: own,
    });
    const file = join(process.cwd(), "public", feedPath(code, languages));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, xml);
    written.add(file);
  }
  for (const file of possibleFeeds(join(process.cwd(), "public"))) {
    if (!written.has(file)) await rm(file, { force: true });
  }
};

/** Every place a feed may have been written: the first language's, and each interface language's folder. */
function possibleFeeds(publicDir: string): string[] {
  return [
    join(publicDir, feedPath(LANGUAGE_CODES[0], [LANGUAGE_CODES[0]])),
    ...LANGUAGE_CODES.map((code) => join(publicDir, code, feedPath(code, [code]))),
  ];
}
