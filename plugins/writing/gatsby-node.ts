import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { feedPath, postPath } from "../../src/features/writing/paths";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/i18n/languages";
import { formatMessage, type Messages } from "../../src/i18n/messages";
import { languageContext } from "../languages/language-context";
import { resolveContentDir } from "../site-content/content-dir";
import { readSiteLanguages } from "../site-content/language-content";
import { postFiles } from "../site-content/markdown-checks";
import { readMarkdown } from "../site-content/markdown-source";
import { typeset } from "../site-content/typeset";
import { renderFeed } from "./feed";
import { newestFirst, writingPages, type PostEntry } from "./post-pages";
import { readingMinutes, renderMarkdown, type RenderLabels } from "./render-markdown";

const POST_TYPE = "WritingPost";
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

/** Each post of each language as a node. The content check has passed them all before sourcing. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest }) => {
  const contentDir = resolveContentDir(process.cwd());
  const languages = readSiteLanguages(contentDir);
  for (const file of await postFiles(contentDir, languages)) {
    const source = readMarkdown(await readFile(file.path, "utf8"));
    if (!source.ok) continue;
    const { title, date, description, cover } = source.frontMatter as unknown as FrontMatter;
    const { blocks, words } = renderMarkdown(source.body, file.code, renderLabels(languageContext(file.code).messages));
    const post = {
      slug: file.slug,
      lang: file.code,
      path: postPath(file.slug, file.code, languages),
      title: typeset(title, file.code),
      date,
      description: typeset(description, file.code),
      cover: cover ? join(contentDir, cover) : null,
      body: blocks.map((block) =>
        "html" in block
          ? { html: block.html, image: null, alt: null, caption: null }
          : {
              html: null,
              image: join(contentDir, block.image),
              alt: block.alt,
              caption: block.caption ?? null,
            },
      ),
      readingMinutes: readingMinutes(words),
    };
    actions.createNode({
      ...post,
      id: createNodeId(`${POST_TYPE} ${file.code} ${file.slug}`),
      parent: null,
      children: [],
      internal: { type: POST_TYPE, contentDigest: createContentDigest(post) },
    });
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

/** The writing index of each language with posts, and a page per post. No posts, no pages. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const languages = readSiteLanguages(resolveContentDir(process.cwd()));
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
