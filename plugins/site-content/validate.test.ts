/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import sharp from "sharp";
import { join } from "node:path";
import { ICON_NAMES } from "../../src/lib/icon-names";
import { ORDERABLE_SECTION_IDS } from "../../src/lib/sections";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { INTERFACE_TEXTS } from "../../src/i18n/interface-texts";
import { validateContent } from "./validate";

const FIXTURE = fixtureDir("full");
const FILES = ["site.json", "projects.json", "experience.json", "skills.json", "tools.json", "chat.json"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mistakes poke at arbitrary JSON on purpose
type Json = any;
type Content = Record<(typeof FILES)[number], Json>;

const original = Object.fromEntries(
  FILES.map((file) => [file, JSON.parse(readFileSync(join(FIXTURE, file), "utf8"))]),
) as Content;

interface Mistake {
  /** Files written as given instead of from the (changed) content; null leaves the file out. */
  rawFiles?: Partial<Record<string, string | Buffer | null>>;
  /** Other files to write into the copy, by path relative to it. */
  extraFiles?: Record<string, string | Buffer>;
  /** Symbolic links to write into the copy: path relative to it → what the link points at. */
  links?: Record<string, string>;
}

/** A copy of the full test content with one mistake. */
async function validateBroken(
  mutate: (content: Content) => void,
  { rawFiles = {}, extraFiles = {}, links = {} }: Mistake = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    cpSync(FIXTURE, dir, { recursive: true });
    const content = structuredClone(original);
    mutate(content);
    for (const file of FILES) {
      const raw = file in rawFiles ? rawFiles[file] : JSON.stringify(content[file], null, 2);
      if (raw === null) rmSync(join(dir, file));
      else writeFileSync(join(dir, file), raw!);
    }
    for (const [path, data] of Object.entries(extraFiles)) writeFileSync(join(dir, path), data);
    for (const [path, target] of Object.entries(links)) symlinkSync(target, join(dir, path));
    return await validateContent(dir, "content", INTERFACE_TEXTS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const noChange = () => {};
const siteText = () => readFileSync(join(FIXTURE, "site.json"), "utf8");
/** The fixture's name line, as it is written in site.json. */
const NAME_LINE = `"name": ${JSON.stringify(original["site.json"].name)},`;

describe("validateContent", () => {
  it("accepts the full test content", async () => {
    expect(await validateContent(FIXTURE)).toEqual([]);
  });

  it("accepts a page shaped by the owner: some sections, in another order, and an accent in either case", async () => {
    const shaped = (c: Content) =>
      Object.assign(c["site.json"], { sections: ["projects", "about"], accent: "#FF6600" });
    expect(await validateBroken(shaped)).toEqual([]);
  });

  it("accepts the odd test content", async () => {
    expect(await validateContent(fixtureDir("odd"))).toEqual([]);
  });

  it.each<[string, (content: Content) => void, string[]]>([
    [
      "a project link that is not http(s)",
      (c) => (c["projects.json"].projects[2].link = "ftp://example.com/bracelet"),
      ['content/projects.json projects[2] "Vibrating Wake-Up Bracelet": link must be an http(s) URL'],
    ],
    [
      "a script URL as the LinkedIn address",
      (c) => (c["site.json"].linkedinUrl = "javascript:alert(1)"),
      ["content/site.json: linkedinUrl must be an http(s) URL"],
    ],
    [
      "a site URL without a scheme",
      (c) => (c["site.json"].siteUrl = "alex-mustermann.example.com"),
      ["content/site.json: siteUrl must be an http(s) URL"],
    ],
    [
      "a site URL with a path",
      (c) => (c["site.json"].siteUrl = "https://example.com/portfolio"),
      [
        'content/site.json: siteUrl must be the site\'s address without a path, e.g. "https://example.com" (found "https://example.com/portfolio")',
      ],
    ],
    [
      "a link to the owner's own machine",
      (c) => (c["projects.json"].projects[0].link = "http://localhost:8000/puppet"),
      [
        'content/projects.json projects[0] "Kids AI Puppet": link must be a public address; "localhost" only works on your own machine or network',
      ],
    ],
    [
      "a link into a private network",
      (c) => (c["site.json"].schedulingUrl = "http://192.168.1.20/book"),
      [
        'content/site.json: schedulingUrl must be a public address; "192.168.1.20" only works on your own machine or network',
      ],
    ],
    [
      "a host without a dot",
      (c) => (c["projects.json"].projects[1].link = "https://intranet/beer"),
      [
        'content/projects.json projects[1] "Alcohol-Free Protein Beer": link must name a full domain such as example.com (found "intranet")',
      ],
    ],
    [
      "a URL with a user name and password",
      (c) => (c["site.json"].linkedinUrl = "https://alex:secret@linkedin.com/in/alex"),
      ["content/site.json: linkedinUrl must not contain a user name or password"],
    ],
    [
      "a doubled scheme",
      (c) => (c["site.json"].siteUrl = "https://https://alex.example.com"),
      [
        'content/site.json: siteUrl has its scheme twice (found "https://https://alex.example.com"); keep one "https://"',
      ],
    ],
    [
      "a site URL whose host holds a quote",
      (c) => (c["site.json"].siteUrl = 'https://alex"mustermann.example.com'),
      [
        'content/site.json: siteUrl has an invalid host name "alex\\"mustermann.example.com": "\\"" is not allowed; a host name holds only letters, digits, "-" and "."',
      ],
    ],
    [
      "a site URL whose host holds an ampersand",
      (c) => (c["site.json"].siteUrl = "https://alex&mustermann.example.com"),
      [
        'content/site.json: siteUrl has an invalid host name "alex&mustermann.example.com": "&" is not allowed; a host name holds only letters, digits, "-" and "."',
      ],
    ],
    ["a missing required field", (c) => delete c["site.json"].name, ["content/site.json: name is missing"]],
    [
      "a missing nested field",
      (c) => delete c["site.json"].mail.subject,
      ["content/site.json: mail.subject is missing"],
    ],
    ["a blank field", (c) => (c["site.json"].tagline = "   "), ["content/site.json: tagline must not be empty"]],
    [
      "text of only invisible characters",
      (c) => (c["site.json"].jobTitle = "\u200B\u00A0\u200D"),
      ["content/site.json: jobTitle holds only invisible characters; write visible text"],
    ],
    [
      "a control character",
      (c) => (c["skills.json"].skills[2].label = "Rapid\u0007Prototyping"),
      [
        'content/skills.json skills[2] "Rapid\\u0007Prototyping": label must not contain control characters (found U+0007 at character 6)',
      ],
    ],
    [
      "a line break in a one-line field",
      (c) => (c["site.json"].tagline = "Builder\nand tinkerer"),
      ["content/site.json: tagline must not contain control characters (found a line break at character 8)"],
    ],
    [
      "a line separator in a one-line field",
      (c) => (c["site.json"].tagline = "Builder\u2028and tinkerer"),
      ["content/site.json: tagline must not contain control characters (found a line break (U+2028) at character 8)"],
    ],
    [
      "a paragraph separator in a list's text",
      (c) => (c["site.json"].subLines[0] = "Builder\u2029and tinkerer"),
      [
        "content/site.json subLines[0]: must not contain control characters (found a paragraph break (U+2029) at character 8)",
      ],
    ],
    [
      "half of a character in a name",
      (c) => (c["site.json"].name = "Alex \ud800 Mustermann"),
      [
        "content/site.json: name must not contain half of a character (found U+D800 at character 6); retype the character there",
      ],
    ],
    [
      "half of an emoji in an entry's title",
      (c) => (c["projects.json"].projects[0].title = "Kids AI Puppet \ud83e"),
      [
        'content/projects.json projects[0] "Kids AI Puppet \\ud83e": title must not contain half of a character (found U+D83E at character 16); retype the character there',
      ],
    ],
    [
      "a text longer than its field holds",
      (c) => (c["site.json"].name = "A".repeat(81)),
      ["content/site.json: name must be at most 80 characters long (found 81)"],
    ],
    [
      "a number where text belongs (the entry then is named by its key)",
      (c) => (c["projects.json"].projects[0].title = 42),
      ['content/projects.json projects[0] "kids-ai-puppet": title must be text (found a number)'],
    ],
    [
      "text where a list belongs",
      (c) => (c["experience.json"].experience[1].achievements = "Validated eight venture ideas"),
      ['content/experience.json experience[1] "Venture Builder": achievements must be a list (found text)'],
    ],
    [
      "an empty achievement",
      (c) => (c["experience.json"].experience[4].achievements[1] = ""),
      ['content/experience.json experience[4] "Business Analyst": achievements[1] must not be empty'],
    ],
    [
      "a malformed email address",
      (c) => (c["site.json"].email = "hello-at-example.com"),
      ["content/site.json: email must be a valid email address"],
    ],
    [
      "no hero photo at all",
      (c) => (c["site.json"].heroPhotos = []),
      ["content/site.json: heroPhotos must have 1 to 12 entries (found 0)"],
    ],
    [
      "fourteen hero photos",
      (c) => c["site.json"].heroPhotos.push(...c["site.json"].heroPhotos),
      ["content/site.json: heroPhotos must have 1 to 12 entries (found 14)"],
    ],
    [
      "nine sub-lines",
      (c) => c["site.json"].subLines.push(...c["site.json"].subLines, "One line too many."),
      ["content/site.json: subLines must have 1 to 8 entries (found 9)"],
    ],
    [
      "no contact phrase",
      (c) => (c["site.json"].contactTaglines = []),
      ["content/site.json: contactTaglines must have 1 to 8 entries (found 0)"],
    ],
    [
      "five quick prompts",
      (c) => c["chat.json"].quickPrompts.push("One prompt too many?"),
      ["content/chat.json: quickPrompts must have 1 to 4 entries (found 5)"],
    ],
    [
      "five About paragraphs",
      (c) => c["site.json"].about.push("A third.", "A fourth.", "A fifth."),
      ["content/site.json: about must have 1 to 4 entries (found 5)"],
    ],
    [
      "no project",
      (c) => (c["projects.json"].projects = []),
      ["content/projects.json: projects must have 1 to 20 entries (found 0)"],
    ],
    [
      "nine achievements in one entry",
      (c) =>
        (c["experience.json"].experience[0].achievements = Array.from({ length: 9 }, (_, i) => `Achievement ${i + 1}`)),
      [
        'content/experience.json experience[0] "Founder & Product Builder": achievements must have 1 to 8 entries (found 9)',
      ],
    ],
    [
      "the same contact action twice",
      (c) => (c["site.json"].contactActions[2].action = "email"),
      [
        'content/site.json contactActions[2] "Connect on LinkedIn": action is already used by contactActions[0]; each of email, schedule, linkedin, projects may appear at most once, in any order',
      ],
    ],
    [
      "two projects with the same title",
      (c) => (c["projects.json"].projects[4].title = "Kids AI Puppet"),
      ['content/projects.json projects[4] "Kids AI Puppet": title is already used by projects[0]'],
    ],
    [
      "the same chat keyword in two topics",
      (c) => c["chat.json"].topics[5].keywords.push("Beer"),
      [
        'content/chat.json topics[5] "supplement-analyzer": keywords[4] "Beer" is already a keyword of topics[1] "protein-beer"; keep it in one topic',
      ],
    ],
    [
      "a chat keyword in two topics as another form of the same word",
      (c) => c["chat.json"].topics[5].keywords.push("beers"),
      [
        'content/chat.json topics[5] "supplement-analyzer": keywords[4] "beers" reads as the same words as "beer", a keyword of topics[1] "protein-beer"; keep it in one topic',
      ],
    ],
    [
      "a chat synonym that is another topic's keyword or synonym",
      (c) => {
        c["chat.json"].topics[1].synonyms = ["lager"];
        c["chat.json"].topics[5].synonyms = ["pills", "Brewing", "LAGER"];
      },
      [
        'content/chat.json topics[5] "supplement-analyzer": synonyms[1] "Brewing" reads as the same words as "brew", a keyword of topics[1] "protein-beer"; keep it in one topic',
        'content/chat.json topics[5] "supplement-analyzer": synonyms[2] "LAGER" is already a synonym of topics[1] "protein-beer"; keep it in one topic',
      ],
    ],
    [
      "a small-talk keyword that a topic has, or another small-talk line",
      (c) => {
        c["chat.json"].smallTalk = [
          { keywords: ["hello", "contacts"], reply: "Hi!" },
          { keywords: ["thanks", "Hello!"], reply: "You're welcome!" },
        ];
      },
      [
        'content/chat.json smallTalk[0]: keywords[1] "contacts" reads as the same words as "contact", a keyword of topics[21] "contact"; keep it in one place',
        'content/chat.json smallTalk[1]: keywords[1] "Hello!" is already a keyword of smallTalk[0]; keep it in one place',
      ],
    ],
    [
      "eleven small-talk lines",
      (c) => {
        c["chat.json"].smallTalk = Array.from({ length: 11 }, (_, i) => ({ keywords: [`hello ${i}`], reply: "Hi!" }));
      },
      ["content/chat.json: smallTalk must have 0 to 10 entries (found 11)"],
    ],
    [
      "a hero photo that does not exist",
      (c) => (c["site.json"].heroPhotos[3].image = "images/profile/portrait-9.jpg"),
      [
        'content/site.json heroPhotos[3] "portrait-4": image points to "images/profile/portrait-9.jpg", which does not exist under content/',
      ],
    ],
    [
      "an image path in the wrong letter case",
      (c) => (c["tools.json"].tools[3].logo = "images/tools/Airtable.svg"),
      [
        'content/tools.json tools[3] "Airtable": logo points to "images/tools/Airtable.svg", which does not exist under content/',
      ],
    ],
    [
      "a vector image where a photo is processed",
      (c) => (c["projects.json"].projects[5].image = "images/tools/claude.svg"),
      [
        'content/projects.json projects[5] "AI Supplement Analyzer": image must be a .jpg, .jpeg, .png, .webp, .avif file (found "images/tools/claude.svg")',
      ],
    ],
    [
      "an image path that leaves content/",
      (c) => (c["site.json"].ogImage = "../static/favicon.svg"),
      ['content/site.json: ogImage must be a path inside content/ (found "../static/favicon.svg")'],
    ],
    [
      "a CV path written with backslashes",
      (c) => (c["site.json"].cv = "files\\alex-mustermann-cv.pdf"),
      [
        'content/site.json: cv must use "/" between folders, not "\\": write "files/alex-mustermann-cv.pdf" (found "files\\alex-mustermann-cv.pdf")',
      ],
    ],
    [
      "a CV path that ends in a slash",
      (c) => (c["site.json"].cv = "files/alex-mustermann-cv.pdf/"),
      [
        'content/site.json: cv must name a file, without a "/" at the end: write "files/alex-mustermann-cv.pdf" (found "files/alex-mustermann-cv.pdf/")',
      ],
    ],
    [
      "a photo path that ends in a slash",
      (c) => (c["site.json"].heroPhotos[0].image = "images/profile/portrait-1.jpg/"),
      [
        'content/site.json heroPhotos[0] "portrait-1": image must name a file, without a "/" at the end: write "images/profile/portrait-1.jpg" (found "images/profile/portrait-1.jpg/")',
      ],
    ],
    [
      'a CV path that starts with "./"',
      (c) => (c["site.json"].cv = "./files/alex-mustermann-cv.pdf"),
      [
        'content/site.json: cv must be written from content/ without "./", "../" or "//": write "files/alex-mustermann-cv.pdf" (found "./files/alex-mustermann-cv.pdf")',
      ],
    ],
    [
      'a CV path that goes out and back in with ".."',
      (c) => (c["site.json"].cv = "files/../files/alex-mustermann-cv.pdf"),
      [
        'content/site.json: cv must be written from content/ without "./", "../" or "//": write "files/alex-mustermann-cv.pdf" (found "files/../files/alex-mustermann-cv.pdf")',
      ],
    ],
    [
      "a logo path that runs on through a file",
      (c) => (c["tools.json"].tools[3].logo = "images/tools/airtable.svg/logo.svg"),
      [
        'content/tools.json tools[3] "Airtable": logo points to "images/tools/airtable.svg/logo.svg", which does not exist under content/',
      ],
    ],
    [
      "a CV that is not in content/",
      (c) => (c["site.json"].cv = "files/old-cv.pdf"),
      ['content/site.json: cv points to "files/old-cv.pdf", which does not exist under content/'],
    ],
    [
      "a CV that is not a PDF by name",
      (c) => (c["site.json"].cv = "images/app-icon.png"),
      ['content/site.json: cv must be a .pdf file (found "images/app-icon.png")'],
    ],
    [
      "an unknown icon name",
      (c) => (c["skills.json"].skills[4].icon = "brian"),
      [
        `content/skills.json skills[4] "Critical Thinker": icon must be one of ${ICON_NAMES.join(", ")} (found "brian")`,
      ],
    ],
    [
      "an unknown contact action",
      (c) => (c["site.json"].contactActions[1].action = "call"),
      [
        'content/site.json contactActions[1] "Book a 30-minute call": action must be one of email, schedule, linkedin, projects (found "call")',
      ],
    ],
    [
      "an unknown section in the page's order",
      (c) => (c["site.json"].sections = ["about", "guestbook", "contact"]),
      [`content/site.json sections[1]: must be one of ${ORDERABLE_SECTION_IDS.join(", ")} (found "guestbook")`],
    ],
    [
      "the hero listed among the sections it always precedes",
      (c) => (c["site.json"].sections = ["hero", "about"]),
      [`content/site.json sections[0]: must be one of ${ORDERABLE_SECTION_IDS.join(", ")} (found "hero")`],
    ],
    [
      "a section listed twice",
      (c) => (c["site.json"].sections = ["about", "projects", "about"]),
      ["content/site.json sections[2]: repeats sections[0]"],
    ],
    [
      "a reworded interface text that loses its placeholders",
      (c) => (c["site.json"].messages = { "photoStack.photoOf": "Picture {n}" }),
      ["content/site.json: messages.photoStack.photoOf must keep the placeholders {count}, {n} (found {n})"],
    ],
    [
      "a reworded interface text the interface does not have",
      (c) => (c["site.json"].messages = { "hero.noSuchText": "Hi" }),
      ["content/site.json: messages.hero.noSuchText is not a known field (check the spelling)"],
    ],
    [
      "an accent that is not a hex colour",
      (c) => (c["site.json"].accent = "orange"),
      ['content/site.json: accent must be a colour written "#rrggbb" (found "orange")'],
    ],
    [
      "an accent in CSS's short form",
      (c) => (c["site.json"].accent = "#F60"),
      ['content/site.json: accent must be a colour written "#rrggbb" (found "#F60"); write "#ff6600"'],
    ],
    [
      "a misspelt optional field",
      (c) => {
        c["projects.json"].projects[1].linkTxt = "Order now";
      },
      [
        'content/projects.json projects[1] "Alcohol-Free Protein Beer": linkTxt is not a known field (check the spelling)',
      ],
    ],
    [
      "a chat topic id used twice",
      (c) => (c["chat.json"].topics[5].id = "kids-ai-puppet"),
      ['content/chat.json topics[5] "kids-ai-puppet": id is already used by topics[0]'],
    ],
    [
      "several mistakes at once, one message each",
      (c) => {
        c["tools.json"].tools[0].name = "";
        c["tools.json"].tools.push({ name: "Figma", logo: "images/tools/figma.svg" });
        delete c["experience.json"].experience[6].period;
      },
      [
        'content/experience.json experience[6] "Audit Intern": period is missing',
        "content/tools.json tools[0]: name must not be empty",
        'content/tools.json tools[12] "Figma": logo points to "images/tools/figma.svg", which does not exist under content/',
      ],
    ],
  ])("reports %s", async (_mistake, mutate, messages) => {
    expect(await validateBroken(mutate)).toEqual(messages);
  });

  it("accepts every list at both ends of its range", async () => {
    const photo = original["site.json"].heroPhotos[0];
    const project = original["projects.json"].projects[0];
    const tool = original["tools.json"].tools[0];
    const entry = original["experience.json"].experience[0];
    const problems = await validateBroken((c) => {
      c["site.json"].heroPhotos = Array.from({ length: 12 }, () => photo);
      c["site.json"].subLines = ["Only one."];
      c["site.json"].contactActions = [c["site.json"].contactActions[3]];
      c["projects.json"].projects = Array.from({ length: 20 }, (_, i) => ({ ...project, title: `Project ${i}` }));
      c["tools.json"].tools = Array.from({ length: 30 }, (_, i) => ({ ...tool, name: `Tool ${i}` }));
      c["experience.json"].experience = [{ ...entry, achievements: Array(8).fill("Shipped it."), logo: undefined }];
      c["chat.json"].topics = [];
      c["chat.json"].smallTalk = Array.from({ length: 10 }, (_, i) => ({ keywords: [`hello ${i}`], reply: "Hi!" }));
      // The German folder lists the full content's entries, not these.
      c["site.json"].languages = ["en"];
    });
    expect(problems).toEqual([]);
  });

  it("reports invalid JSON with its line and column", async () => {
    const site = siteText().replace(NAME_LINE, NAME_LINE.slice(0, -1));
    expect(await validateBroken(noChange, { rawFiles: { "site.json": site } })).toEqual([
      'content/site.json: invalid JSON at line 4, column 3: expected "," or "}"',
    ]);
  });

  it("names a byte-order mark instead of showing an invisible character", async () => {
    expect(await validateBroken(noChange, { rawFiles: { "site.json": `\uFEFF${siteText()}` } })).toEqual([
      "content/site.json: invalid JSON at line 1, column 1: the file starts with a byte-order mark; remove the byte-order mark (save it as UTF-8 without BOM)",
    ]);
  });

  it("reports a field written twice, where JSON alone keeps the last silently", async () => {
    const site = siteText().replace(NAME_LINE, `${NAME_LINE}\n  "name": "Someone else",`);
    expect(await validateBroken(noChange, { rawFiles: { "site.json": site } })).toEqual([
      'content/site.json: the field "name" is written twice (lines 3 and 4); only the last would count, so keep one',
    ]);
  });

  it("reports lists nested too deep for the checks with their place, instead of overflowing the stack", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const site = siteText().replace(NAME_LINE, `"nested": ${nested(100_000)},\n  ${NAME_LINE}`);
    const problems = await validateBroken(noChange, {
      rawFiles: { "site.json": site, "tools.json": nested(100_000) },
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/site\.json: at line 3, column \d+, lists and objects are nested more than \d+ levels deep; the content needs only a few, so remove the extra "\[" or "\{"$/,
      ),
      expect.stringMatching(/^content\/tools\.json: at line 1, column \d+, lists and objects are nested more than/),
    ]);
  });

  it("tells the owner how to move a list file from the old shape", async () => {
    const projects = JSON.stringify(original["projects.json"].projects);
    expect(await validateBroken(noChange, { rawFiles: { "projects.json": projects } })).toEqual([
      'content/projects.json: the list must sit in an object under "projects": { "projects": [ … ] }',
    ]);
  });

  it.each([
    ["with its byte order mark", "utf16le", "\ufeff"],
    ["big-endian, without a mark", "utf16be", ""],
  ])("reports a file saved as UTF-16 %s", async (_case, encoding, mark) => {
    const text = mark + siteText();
    const bytes = encoding === "utf16le" ? Buffer.from(text, "utf16le") : Buffer.from(text, "utf16le").swap16();
    expect(await validateBroken(noChange, { rawFiles: { "site.json": bytes } })).toEqual([
      "content/site.json: the file is saved as UTF-16; save it as UTF-8",
    ]);
  });

  it("reports a missing file", async () => {
    expect(await validateBroken(noChange, { rawFiles: { "skills.json": null } })).toEqual([
      "content/skills.json: the file is missing",
    ]);
  });

  it.each<[string, string | Buffer, string]>([
    ["an empty photo", "", "is an empty file"],
    [
      "a photo over the size limit",
      Buffer.alloc(12 * 1024 * 1024),
      "is 12.0 MB; a picture may be at most 10.0 MB: export it at about 2000 px on its longer side",
    ],
    [
      "a photo cut off half-way",
      readFileSync(join(FIXTURE, "images/profile/portrait-1.jpg")).subarray(0, 600),
      "is not a readable image",
    ],
    ["a text file named .jpg", "not a photo", "is not a readable image"],
  ])("reports %s", async (_mistake, data, problem) => {
    const problems = await validateBroken((c) => (c["site.json"].heroPhotos[1].image = "images/broken.jpg"), {
      extraFiles: { "images/broken.jpg": data },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `content/site.json heroPhotos[1] "portrait-2": image points to "images/broken.jpg", which ${problem}`,
    );
  });

  it("reports a photo of more megapixels than the build takes, before decoding it", async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#888" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const problems = await validateBroken((c) => (c["site.json"].heroPhotos[1].image = "images/huge.jpg"), {
      extraFiles: { "images/huge.jpg": huge },
    });
    expect(problems).toEqual([
      'content/site.json heroPhotos[1] "portrait-2": image points to "images/huge.jpg", which is 8000 × 6000 px; a picture may be at most 40 megapixels: export it at about 2000 px on its longer side',
    ]);
  });

  it("reports a logo that is not an SVG image", async () => {
    const problems = await validateBroken((c) => (c["tools.json"].tools[2].logo = "images/broken.svg"), {
      extraFiles: { "images/broken.svg": "<svg oops" },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'content/tools.json tools[2] "HubSpot": logo points to "images/broken.svg", which is not a readable image',
    );
  });

  describe("a symbolic link", () => {
    let outside: string;
    beforeAll(() => {
      outside = mkdtempSync(join(tmpdir(), "outside-"));
      mkdirSync(join(outside, "photos"));
      cpSync(join(FIXTURE, "images/profile/portrait-1.jpg"), join(outside, "photos/secret.jpg"));
    });
    afterAll(() => rmSync(outside, { recursive: true, force: true }));
    const outsideMessage = (path: string) =>
      `content/site.json heroPhotos[1] "portrait-2": image points to "${path}", a link to a file outside content/; copy the file itself into content/`;

    it("to a file outside content/ is refused, since the build would publish that file", async () => {
      const problems = await validateBroken((c) => (c["site.json"].heroPhotos[1].image = "images/linked.jpg"), {
        links: { "images/linked.jpg": join(outside, "photos/secret.jpg") },
      });
      expect(problems).toEqual([outsideMessage("images/linked.jpg")]);
    });

    it("to a folder outside content/ is refused for every file in it", async () => {
      const problems = await validateBroken(
        (c) => (c["site.json"].heroPhotos[1].image = "images/elsewhere/secret.jpg"),
        {
          links: { "images/elsewhere": join(outside, "photos") },
        },
      );
      expect(problems).toEqual([outsideMessage("images/elsewhere/secret.jpg")]);
    });

    it("to a file inside content/ is fine", async () => {
      const problems = await validateBroken((c) => (c["site.json"].heroPhotos[1].image = "images/same.jpg"), {
        links: { "images/same.jpg": "profile/portrait-1.jpg" },
      });
      expect(problems).toEqual([]);
    });
  });

  const pdf = readFileSync(join(FIXTURE, "files", readdirSync(join(FIXTURE, "files"))[0]!));

  it.each<[string, string | Buffer, string]>([
    ["an empty file", "", 'content/site.json: cv points to "files/cv.pdf", which is an empty file'],
    [
      "a Word file renamed",
      "PK\u0003\u0004 a Word file renamed",
      'content/site.json: cv points to "files/cv.pdf", which is not a PDF file; export the CV as PDF',
    ],
    [
      "an HTML page that mentions the signature",
      "<!doctype html><p>%PDF-1.7</p>",
      'content/site.json: cv points to "files/cv.pdf", which is not a PDF file; export the CV as PDF',
    ],
    [
      "a PDF cut off half-way",
      pdf.subarray(0, Math.floor(pdf.length / 2)),
      'content/site.json: cv points to "files/cv.pdf", which is a PDF cut off before its end; export or copy it again',
    ],
  ])("reports a CV that is %s", async (_case, data, message) => {
    const problems = await validateBroken((c) => (c["site.json"].cv = "files/cv.pdf"), {
      extraFiles: { "files/cv.pdf": data },
    });
    expect(problems).toEqual([message]);
  });
});

describe("validateContent with a second language", () => {
  const german = (file: string): Json => JSON.parse(readFileSync(join(FIXTURE, "de", file), "utf8"));

  it("accepts the full test content's German folder", async () => {
    expect(original["site.json"].languages).toEqual(["en", "de"]);
    expect(await validateBroken(noChange)).toEqual([]);
  });

  it("checks a language's texts by the same rules as the first language's", async () => {
    const site = { ...german("site.json"), jobTitle: "", tagline: "x".repeat(161) };
    expect(await validateBroken(noChange, { extraFiles: { "de/site.json": JSON.stringify(site) } })).toEqual([
      "content/de/site.json: jobTitle must not be empty",
      expect.stringMatching(/^content\/de\/site\.json: tagline .*160/),
    ]);
  });

  it("refuses a site address or app icon of a language's own, which no page would use", async () => {
    const site = {
      ...german("site.json"),
      siteUrl: "https://de.example.com",
      appIcon: "images/icon.png",
      accent: "#0f766e",
    };
    expect(await validateBroken(noChange, { extraFiles: { "de/site.json": JSON.stringify(site) } })).toEqual([
      "content/de/site.json: siteUrl belongs in content/site.json only",
      "content/de/site.json: appIcon belongs in content/site.json only",
    ]);
  });

  it("names fields called like Object's own properties as unknown fields", async () => {
    const fields = '"__proto__": { "jobTitle": "Hineingeschoben" }, "constructor": "Baumeister", "toString": "x",';
    const site = readFileSync(join(FIXTURE, "de", "site.json"), "utf8").replace("{", `{ ${fields}`);
    const problems = await validateBroken(noChange, { extraFiles: { "de/site.json": site } });
    expect(problems).toEqual([
      "content/de/site.json: __proto__ is not a known field (check the spelling)",
      "content/de/site.json: constructor is not a known field (check the spelling)",
      "content/de/site.json: toString is not a known field (check the spelling)",
    ]);
  });

  it("names a first language's field called __proto__ as an unknown field", async () => {
    const site = siteText().replace(NAME_LINE, `"__proto__": { "x": 1 },\n  ${NAME_LINE}`);
    expect(await validateBroken(noChange, { rawFiles: { "site.json": site } })).toEqual([
      "content/site.json: __proto__ is not a known field (check the spelling)",
    ]);
  });

  it("names entries that do not line up with the first language's", async () => {
    const site = { ...german("site.json"), heroPhotos: german("site.json").heroPhotos.slice(1) };
    const chat = german("chat.json");
    chat.topics[0].id = "no-such-topic";
    const problems = await validateBroken(noChange, {
      extraFiles: { "de/site.json": JSON.stringify(site), "de/chat.json": JSON.stringify(chat) },
    });
    // A list with an entry more or less only warns (the page shows the first language's list): the editor saves one file at a time.
    expect(problems).toEqual([
      'content/de/chat.json topics[0] "no-such-topic": id "no-such-topic" is not an id in content/chat.json',
    ]);
  });

  // German roots join "Boot" and "Booten", which English roots keep apart: each file is read by its own language's.
  const bootAndBooten = (chat: Json) => {
    chat.topics[0].keywords.push("Boot");
    chat.topics[1].keywords.push("Booten");
    return chat;
  };
  const repeatedBooten = (file: string) =>
    expect.stringMatching(new RegExp(`^${file} topics\\[1\\] .*"Booten" reads as the same words as "Boot"`));

  it("compares a language's chat terms by that language's word roots", async () => {
    const chat = JSON.stringify(bootAndBooten(german("chat.json")));
    expect(await validateBroken(noChange, { extraFiles: { "de/chat.json": chat } })).toEqual([
      repeatedBooten("content/de/chat.json"),
    ]);
    expect(await validateBroken((content) => bootAndBooten(content["chat.json"]))).toEqual([]);
  });

  it("compares the first language's chat terms by its word roots, German first too", async () => {
    const germanFirst = (content: Content) => {
      content["site.json"].languages = ["de", "en"];
      bootAndBooten(content["chat.json"]);
    };
    expect(await validateBroken(germanFirst)).toEqual([repeatedBooten("content/chat.json")]);
  });

  it("reports a broken file in a language's folder like any other", async () => {
    expect(await validateBroken(noChange, { extraFiles: { "de/projects.json": '{"projects": [' } })).toEqual([
      expect.stringMatching(/^content\/de\/projects\.json: invalid JSON at line 1/),
    ]);
  });

  it("does not check a folder of a language the site does not list", async () => {
    const problems = await validateBroken(
      (content) => {
        content["site.json"].languages = ["en"];
      },
      { extraFiles: { "de/projects.json": "{" } },
    );
    expect(problems).toEqual([]);
  });
});

describe("validateContent without the interface's texts", () => {
  it("takes any reworded text as a text, since only the interface knows its names and placeholders", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      const site = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
      writeFileSync(join(dir, "site.json"), JSON.stringify({ ...site, messages: { "hero.noSuchText": "Hi" } }));
      expect(await validateContent(dir)).toEqual([]);
      expect(await validateContent(dir, "content", INTERFACE_TEXTS)).toEqual([
        "content/site.json: messages.hero.noSuchText is not a known field (check the spelling)",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
