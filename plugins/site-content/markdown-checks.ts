import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import type { LanguageCode } from "../../src/i18n/languages";
import { ENTRY_KEY_MAX_LENGTH, ENTRY_KEY_PATTERN, file, object, sharedText, text } from "./fields";
import { bodyImages, parseMarkdownBody } from "./markdown-body";
import { readMarkdown } from "./markdown-source";
import { schemaProblems } from "./problems";
import { PHOTO_FORMATS } from "./schema";
import { readTextFile } from "./text-file";

/** The folder of content/ that holds posts; another language's posts are in `<code>/writing/`. */
export const POSTS_FOLDER = "writing";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, the form the page, the feed and the editor's date field share. */
export function dateProblem(value: string): string | undefined {
  const [, year, month, day] = DATE.exec(value) ?? [];
  const date = new Date(`${value}T00:00:00Z`);
  const real = year && Number.isFinite(date.getTime()) && date.getUTCMonth() + 1 === Number(month);
  if (real && date.getUTCDate() === Number(day)) return undefined;
  return `must be a date written YYYY-MM-DD, e.g. "2026-03-14" (found ${JSON.stringify(value)})`;
}

/** An image shown in a post's text, written from the content folder like every other path in it. */
function bodyImageSchema(contentDir: string, shownAs: string) {
  return file(contentDir, "An image in a post's text.", "image", PHOTO_FORMATS, shownAs, `images/${POSTS_FOLDER}`);
}

/** A case study's front matter: the page's title, and a summary for search results and link previews. */
export function createCaseStudySchema() {
  return object("A case study's front matter", {
    title: text("The case study's title, its page's heading.", { maxLength: 160 }),
    description: text(
      "One or two sentences for search results and link previews; left out, the project's own description.",
      { maxLength: 300 },
    ).optional(),
  });
}

/** A post's front matter: the fields the index, the page, its share card and the feed show. */
export function createPostSchema(contentDir: string, shownAs = "content") {
  return object("A post's front matter", {
    title: text("The post's title, its heading and the name links and feeds give it.", { maxLength: 160 }),
    // "date" tells the editor to offer a calendar.
    date: sharedText("The day the post was published, written YYYY-MM-DD.", { maxLength: 10 }, dateProblem).meta({
      format: "date",
    }),
    description: text("One or two sentences for the writing index, search results and link previews.", {
      maxLength: 300,
    }),
    cover: file(
      contentDir,
      "An image for the top of the post and its link preview, relative to the content folder.",
      "image",
      PHOTO_FORMATS,
      shownAs,
      `images/${POSTS_FOLDER}`,
    ).optional(),
  });
}

interface PostFolder {
  code: LanguageCode;
  /** The folder as written from the content folder: "writing", "de/writing". */
  folder: string;
  entries: Dirent[];
}

/** Each language's writing folder and what it holds, the first language's first. */
async function postFolders(contentDir: string, [first, ...others]: readonly LanguageCode[]): Promise<PostFolder[]> {
  const folders = [
    { code: first!, folder: POSTS_FOLDER },
    ...others.map((code) => ({ code, folder: `${code}/${POSTS_FOLDER}` })),
  ];
  return Promise.all(
    folders.map(async (place) => ({ ...place, entries: await entriesOf(join(contentDir, place.folder)) })),
  );
}

/** The post's slug, its file name without ".md", where the entry is a post whose name can be its address. */
function slugOf(entry: Dirent): string | undefined {
  if (entry.isDirectory() || extname(entry.name) !== ".md") return undefined;
  const slug = entry.name.slice(0, -".md".length);
  return slugProblemOf(slug) ? undefined : slug;
}

/**
 * Checks the posts of each language: each a `.md` file named by its slug
 * straight in the language's writing folder, with sound front matter and
 * some text. One line per problem, as `validateContent` gives them.
 */
export async function checkPosts(
  contentDir: string,
  shownAs: string,
  languages: readonly LanguageCode[],
): Promise<string[]> {
  const schema = createPostSchema(contentDir, shownAs);
  const imageSchema = bodyImageSchema(contentDir, shownAs);
  const folders = await postFolders(contentDir, languages);
  const problems = await Promise.all(
    folders.flatMap(({ folder, entries }) =>
      entries.map(async (entry) => {
        const label = `${shownAs}/${folder}/${entry.name}`;
        if (entry.isDirectory()) return [`${label}: is a folder; a post is a .md file directly in ${folder}/`];
        if (extname(entry.name) !== ".md") return [`${label}: is not a post; posts are Markdown files ending in .md`];
        const slugProblem = slugProblemOf(entry.name.slice(0, -".md".length));
        if (slugProblem) return [`${label}: ${slugProblem}`];
        return markdownProblems(label, join(contentDir, folder, entry.name), schema, imageSchema);
      }),
    ),
  );
  return problems.flat();
}

/**
 * What the owner should know but may mean: a post found in another language
 * but not in the first is allowed, and only that language's pages will list
 * it. Reads the folders only, so the build says it without checking again.
 */
export async function postNotes(
  contentDir: string,
  shownAs: string,
  languages: readonly LanguageCode[],
): Promise<string[]> {
  const [first, ...others] = await postFolders(contentDir, languages);
  const firstSlugs = new Set(first?.entries.map(slugOf));
  return others.flatMap(({ code, folder, entries }) =>
    entries
      .map(slugOf)
      .filter((slug): slug is string => slug !== undefined && !firstSlugs.has(slug))
      .sort()
      .map(
        (slug) =>
          `${shownAs}/${folder}/${slug}.md has no version in ${shownAs}/${POSTS_FOLDER}/; only the ${code} pages will list it`,
      ),
  );
}

/** A post the build shows: its language, its slug and its file. */
export interface PostFile {
  code: LanguageCode;
  slug: string;
  path: string;
}

/** Every post of every language, as the checks passed them: the pages are made from these. */
export async function postFiles(contentDir: string, languages: readonly LanguageCode[]): Promise<PostFile[]> {
  const folders = await postFolders(contentDir, languages);
  return folders.flatMap(({ code, folder, entries }) =>
    entries.flatMap((entry) => {
      const slug = slugOf(entry);
      return slug === undefined ? [] : [{ code, slug, path: join(contentDir, folder, entry.name) }];
    }),
  );
}

/** A case study a project names: the path written in projects.json, and the page's address from its file name. */
export interface CaseStudyFile {
  path: string;
  slug: string;
}

/** The case study's address: its file's name without ".md". */
export const caseStudySlug = (path: string) => basename(path, ".md");

/**
 * Checks the case studies the projects name (projects.json has been checked,
 * so each path names a .md file): each file's front matter and text, and
 * another language's version at the same path under its folder, where there
 * is one. Two projects may not share a page's address.
 */
export async function checkCaseStudies(
  contentDir: string,
  shownAs: string,
  languages: readonly LanguageCode[],
  projects: readonly { title: string; caseStudy?: string }[],
): Promise<string[]> {
  const schema = createCaseStudySchema();
  const imageSchema = bodyImageSchema(contentDir, shownAs);
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { title, caseStudy } of projects) {
    if (!caseStudy) continue;
    const slug = caseStudySlug(caseStudy);
    const label = `${shownAs}/projects.json "${title}": caseStudy`;
    const slugProblem = slugProblemOf(slug, "projects");
    if (slugProblem) problems.push(`${label} ${slugProblem.replace("its name is", "the file's name is")}`);
    const other = seen.get(slug);
    if (other === undefined) seen.set(slug, caseStudy);
    else if (other !== caseStudy) {
      problems.push(
        `${label} "${caseStudy}" has the same file name as "${other}", and so the same address; rename one`,
      );
    }
  }
  for (const caseStudy of seen.values()) {
    const versions = languages.map((code, index) => (index === 0 ? caseStudy : `${code}/${caseStudy}`));
    for (const [index, version] of versions.entries()) {
      const path = join(contentDir, version);
      if (index > 0 && !(await exists(path))) continue;
      problems.push(...(await markdownProblems(`${shownAs}/${version}`, path, schema, imageSchema)));
    }
  }
  return problems;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function slugProblemOf(slug: string, folder: string = POSTS_FOLDER): string | undefined {
  if (ENTRY_KEY_PATTERN.test(slug) && slug.length <= ENTRY_KEY_MAX_LENGTH) return undefined;
  return `its name is its address (/${folder}/<name>/), so it must be lower-case letters and digits joined by single hyphens, at most ${ENTRY_KEY_MAX_LENGTH} characters, e.g. "shipping-an-mvp.md"`;
}

/** The folder's entries in name order; a missing folder simply holds no posts. */
async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    // A system's own files (.DS_Store) are nobody's post.
    return entries.filter((entry) => !entry.name.startsWith(".")).sort((a, b) => a.name.localeCompare(b.name, "en"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The problems of one Markdown file: its front matter against the schema, its text, and the images in it. */
async function markdownProblems(
  label: string,
  path: string,
  schema: ReturnType<typeof createPostSchema> | ReturnType<typeof createCaseStudySchema>,
  imageSchema: ReturnType<typeof bodyImageSchema>,
): Promise<string[]> {
  const read = await readTextFile(path);
  if (!read.ok) return [`${label}: ${read.problem}`];
  const source = readMarkdown(read.text);
  if (!source.ok) return [`${label}: ${source.problem}`];
  const problems = await schemaProblems(label, source.frontMatter, schema);
  if (source.body.trim() === "") problems.push(`${label}: has no text after its front matter`);
  // The text starts after the front matter and its two fences.
  const bodyStart = read.text.replace(/^\uFEFF/, "").split(/\r?\n/).length - source.body.split(/\r?\n/).length;
  for (const image of bodyImages(parseMarkdownBody(source.body))) {
    const at = `${label} line ${bodyStart + image.line}: the image`;
    const where = `${at} "${image.url}"`;
    if (!image.standsAlone)
      problems.push(`${where} must stand alone in its paragraph, with a blank line before and after it`);
    if (image.alt.trim() === "")
      problems.push(`${where} needs a description for readers who cannot see it: ![What it shows](${image.url})`);
    const result = await imageSchema.safeParseAsync(image.url);
    if (!result.success) problems.push(...result.error.issues.map((issue) => `${at} ${issue.message}`));
  }
  return problems;
}
