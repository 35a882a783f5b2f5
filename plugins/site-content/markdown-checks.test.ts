/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { checkCaseStudies, checkPosts, dateProblem, postNotes } from "./markdown-checks";
import { validateContent } from "./validate";

const FIXTURE = fixtureDir("full");
const PHOTO = "images/profile/portrait-1.jpg";

const post = (fields: string, body = "Some text.") => `---\n${fields}\n---\n\n${body}\n`;
const GOOD = post(
  "title: Shipping an MVP\ndate: 2026-03-14\ndescription: What a first version needs, and what it does not.",
);

/** What the build says of the posts: the problems that stop it, and the notes it warns with. */
async function report(dir: string) {
  const languages = ["en", "de"] as const;
  return { problems: await checkPosts(dir, "content", languages), notes: await postNotes(dir, "content", languages) };
}

/** The full test content, without its posts, with the given files added (paths relative to it), checked for English and German. */
async function withPosts<T = Awaited<ReturnType<typeof report>>>(
  files: Record<string, string>,
  check: (dir: string) => Promise<T> = report as (dir: string) => Promise<T>,
) {
  const dir = mkdtempSync(join(tmpdir(), "posts-"));
  try {
    cpSync(FIXTURE, dir, { recursive: true });
    // The full test content has posts of its own; each case starts from none.
    for (const folder of ["writing", "de/writing"]) rmSync(join(dir, folder), { recursive: true, force: true });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return await check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("dateProblem", () => {
  it.each(["2026-03-14", "2024-02-29", "1999-12-31"])("accepts %j", (value) => {
    expect(dateProblem(value)).toBeUndefined();
  });

  it.each(["14.03.2026", "2026-3-14", "2026-02-30", "2025-02-29", "2026-13-01", "2026-03-14T10:00", ""])(
    "refuses %j",
    (value) => {
      expect(dateProblem(value)).toBe(
        `must be a date written YYYY-MM-DD, e.g. "2026-03-14" (found ${JSON.stringify(value)})`,
      );
    },
  );
});

describe("checkPosts", () => {
  it("finds nothing to say without posts", async () => {
    expect(await withPosts({})).toEqual({ problems: [], notes: [] });
  });

  it("accepts a post in both languages, and one with a cover", async () => {
    const covered = post(`title: A\ndate: 2026-01-02\ndescription: B\ncover: ${PHOTO}`);
    const report = await withPosts({
      "writing/shipping-an-mvp.md": GOOD,
      "de/writing/shipping-an-mvp.md": GOOD,
      "writing/with-cover.md": covered,
    });
    expect(report).toEqual({ problems: [], notes: [] });
  });

  it("notes a post that only another language has, and lets it be", async () => {
    const report = await withPosts({ "de/writing/nur-auf-deutsch.md": GOOD });
    expect(report).toEqual({
      problems: [],
      notes: [
        "content/de/writing/nur-auf-deutsch.md has no version in content/writing/; only the de pages will list it",
      ],
    });
  });

  it("says, one line each, what is wrong with each post", async () => {
    const report = await withPosts({
      "writing/a-fine-post.md": GOOD,
      "writing/no-date.md": post("title: A\ndescription: B"),
      "writing/bad-date.md": post("title: A\ndate: 14.03.2026\ndescription: B"),
      "writing/typo.md": post("title: A\ndate: 2026-03-14\ndescripton: B"),
      "writing/no-text.md": post("title: A\ndate: 2026-03-14\ndescription: B", ""),
      "writing/missing-cover.md": post("title: A\ndate: 2026-03-14\ndescription: B\ncover: images/nowhere.jpg"),
      "writing/no-front-matter.md": "Just text.",
      "writing/Big Name.md": GOOD,
      "writing/notes.txt": "a draft",
      "writing/drafts/x.md": GOOD,
      "writing/.DS_Store": "",
    });
    expect(report.notes).toEqual([]);
    expect(report.problems).toEqual([
      'content/writing/bad-date.md: date must be a date written YYYY-MM-DD, e.g. "2026-03-14" (found "14.03.2026")',
      expect.stringMatching(/^content\/writing\/Big Name\.md: its name is its address/),
      "content/writing/drafts: is a folder; a post is a .md file directly in writing/",
      expect.stringMatching(/^content\/writing\/missing-cover\.md: cover .*images\/nowhere\.jpg/),
      "content/writing/no-date.md: date is missing",
      'content/writing/no-front-matter.md: must begin with front matter: a line "---", the fields, then "---" again',
      "content/writing/no-text.md: has no text after its front matter",
      "content/writing/notes.txt: is not a post; posts are Markdown files ending in .md",
      "content/writing/typo.md: descripton is not a known field (check the spelling)",
      "content/writing/typo.md: description is missing",
    ]);
  });

  it("checks the images in a post's text, each on the line it is written", async () => {
    const body = [
      `![The first version on a phone](${PHOTO})`,
      "",
      `Text and ![an inline picture](${PHOTO}) together.`,
      "",
      `![](${PHOTO})`,
      "",
      "![A lost picture](images/writing/nowhere.png)",
    ].join("\n");
    const report = await withPosts({ "writing/pictures.md": post("title: A\ndate: 2026-03-14\ndescription: B", body) });
    expect(report.problems).toEqual([
      `content/writing/pictures.md line 9: the image "${PHOTO}" must stand alone in its paragraph, with a blank line before and after it`,
      `content/writing/pictures.md line 11: the image "${PHOTO}" needs a description for readers who cannot see it: ![What it shows](${PHOTO})`,
      'content/writing/pictures.md line 13: the image points to "images/writing/nowhere.png", which does not exist under content/',
    ]);
  });

  it("checks another language's posts in its own folder", async () => {
    const report = await withPosts({
      "writing/shipping-an-mvp.md": GOOD,
      "de/writing/shipping-an-mvp.md": post("title: A\ndate: 2026-03-14"),
    });
    expect(report.problems).toEqual(["content/de/writing/shipping-an-mvp.md: description is missing"]);
  });

  it("stops the build through the content check, as the editor's save check does", async () => {
    const problems = await withPosts({ "writing/no-date.md": post("title: A\ndescription: B") }, (dir) =>
      validateContent(dir),
    );
    expect(problems).toEqual(["content/writing/no-date.md: date is missing"]);
  });
});

describe("checkCaseStudies", () => {
  const study = (fields: string, body = "The story.") => `---\n${fields}\n---\n\n${body}\n`;
  const check = (dir: string) =>
    checkCaseStudies(
      dir,
      "content",
      ["en", "de"],
      [
        { title: "Puppet", caseStudy: "case-studies/puppet.md" },
        { title: "Beer" },
        { title: "Bracelet", caseStudy: "stories/puppet.md" },
        { title: "Odd", caseStudy: "case-studies/Odd Name.md" },
      ],
    );

  it("checks each case study and its other language's version, and refuses two at one address", async () => {
    const problems = await withPosts(
      {
        "case-studies/puppet.md": study('title: "Puppet: the story"\ndescription: How it went.'),
        "de/case-studies/puppet.md": study("titel: Puppe"),
        "stories/puppet.md": study("title: Another"),
        "case-studies/Odd Name.md": study("title: Odd", ""),
      },
      check,
    );
    expect(problems).toEqual([
      'content/projects.json "Bracelet": caseStudy "stories/puppet.md" has the same file name as "case-studies/puppet.md", and so the same address; rename one',
      expect.stringMatching(
        /^content\/projects\.json "Odd": caseStudy the file's name is its address \(\/projects\/<name>\/\)/,
      ),
      "content/de/case-studies/puppet.md: titel is not a known field (check the spelling)",
      "content/de/case-studies/puppet.md: title is missing",
      "content/case-studies/Odd Name.md: has no text after its front matter",
    ]);
  });

  it("is what the content check runs, after the projects' paths", async () => {
    const projects = JSON.parse(readFileSync(join(FIXTURE, "projects.json"), "utf8"));
    projects.projects[0].caseStudy = "case-studies/nowhere.md";
    const problems = await withPosts({ "projects.json": JSON.stringify(projects) }, (dir) => validateContent(dir));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/projects\.json projects\[0\] "Kids AI Puppet": caseStudy points to "case-studies\/nowhere\.md", which does not exist/,
      ),
    ]);
  });
});
