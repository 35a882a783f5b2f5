import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { readMarkdown } from "../../plugins/site-content/markdown-source";
import { typeset } from "../../plugins/site-content/typeset";
import { caseStudyPath, postPath, writingIndexPath } from "../../src/features/writing/paths";
import type { LanguageCode } from "../../src/i18n/languages";
import { CONTENT_DIR, languages } from "./content";

/** A post of the content under test, as its page shows it. */
export interface ContentPost {
  lang: LanguageCode;
  slug: string;
  path: string;
  title: string;
  date: string;
  description: string;
  body: string;
}

function postsIn(code: LanguageCode): ContentPost[] {
  const folder = join(CONTENT_DIR, code === languages[0] ? "" : code, "writing");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const source = readMarkdown(readFileSync(join(folder, name), "utf8"));
      if (!source.ok) throw new Error(`${folder}/${name}: ${source.problem}`);
      const { title, date, description } = source.frontMatter as Record<string, string>;
      const slug = name.slice(0, -".md".length);
      return {
        lang: code,
        slug,
        path: postPath(slug, code, languages),
        title: typeset(title!, code),
        date: date!,
        description: typeset(description!, code),
        body: source.body,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug, "en"));
}

/** Every language's posts, each language's newest first. */
export const posts: ContentPost[] = languages.flatMap(postsIn);

export const postsOf = (code: LanguageCode) => posts.filter((post) => post.lang === code);

/** The writing index of each language with posts. */
export const writingIndexes = languages
  .filter((code) => postsOf(code).length > 0)
  .map((code) => writingIndexPath(code, languages));

/** A case study of the content under test, in one language, as its page shows it. */
export interface ContentCaseStudy {
  lang: LanguageCode;
  slug: string;
  path: string;
  title: string;
  /** The project whose card links to it, as the first language names it. */
  project: string;
}

/** The case studies the projects name, in every language they are written in. */
export const caseStudies: ContentCaseStudy[] = (
  JSON.parse(readFileSync(join(CONTENT_DIR, "projects.json"), "utf8")) as {
    projects: { title: string; caseStudy?: string }[];
  }
).projects.flatMap(({ title: project, caseStudy }) =>
  caseStudy
    ? languages.flatMap((code, index) => {
        const file = join(CONTENT_DIR, index === 0 ? "" : code, caseStudy);
        if (!existsSync(file)) return [];
        const source = readMarkdown(readFileSync(file, "utf8"));
        if (!source.ok) throw new Error(`${file}: ${source.problem}`);
        const slug = basename(caseStudy, ".md");
        return [
          {
            lang: code,
            slug,
            path: caseStudyPath(slug, code, languages),
            title: typeset(String(source.frontMatter.title), code),
            project,
          },
        ];
      })
    : [],
);
