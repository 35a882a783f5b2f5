/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateContent } from "./content-validation";
import { ICON_NAMES } from "./icon-names";

const ROOT = join(__dirname, "../..");
const CONTENT_DIR = join(ROOT, "content");
const STATIC_DIR = join(ROOT, "static");
const FILES = ["site.json", "projects.json", "experience.json", "skills.json", "tools.json", "chat.json"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures poke at arbitrary JSON on purpose
type Json = any;
type Content = Record<(typeof FILES)[number], Json>;

const original = Object.fromEntries(
  FILES.map((file) => [file, JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"))]),
) as Content;

/** A copy of the real content with one mistake; images and static/ are the real ones. */
function validateBroken(mutate: (content: Content) => void, rawFiles: Partial<Record<string, string | null>> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    const content = structuredClone(original);
    mutate(content);
    for (const file of FILES) {
      const raw = file in rawFiles ? rawFiles[file] : JSON.stringify(content[file], null, 2);
      if (raw !== null && raw !== undefined) writeFileSync(join(dir, file), raw);
    }
    symlinkSync(join(CONTENT_DIR, "images"), join(dir, "images"));
    return validateContent(dir, STATIC_DIR);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const noChange = () => {};

describe("validateContent", () => {
  it("accepts the real content", () => {
    expect(validateContent(CONTENT_DIR, STATIC_DIR)).toEqual([]);
  });

  it.each<[string, (content: Content) => void, string[]]>([
    [
      "a project link that is not http(s)",
      (c) => (c["projects.json"][2].link = "ftp://example.com/bracelet"),
      ['content/projects.json[2] "Vibrating Wake-Up Bracelet": link must be an http(s) URL'],
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
    ["a missing required field", (c) => delete c["site.json"].name, ["content/site.json: name is missing"]],
    [
      "a missing nested field",
      (c) => delete c["site.json"].mail.subject,
      ["content/site.json: mail.subject is missing"],
    ],
    ["a blank field", (c) => (c["site.json"].tagline = "   "), ["content/site.json: tagline must not be empty"]],
    [
      "a number where text belongs (the entry then has no title to show)",
      (c) => (c["projects.json"][0].title = 42),
      ["content/projects.json[0]: title must be text (found a number)"],
    ],
    [
      "text where a list belongs",
      (c) => (c["experience.json"][1].achievements = "Validated eight venture ideas"),
      ['content/experience.json[1] "Venture Builder": achievements must be a list (found text)'],
    ],
    [
      "an empty achievement",
      (c) => (c["experience.json"][4].achievements[1] = ""),
      ['content/experience.json[4] "Business Analyst": achievements[1] must not be empty'],
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
      "thirteen hero photos",
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
    ["no project", (c) => (c["projects.json"] = []), ["content/projects.json: must have 1 to 20 entries (found 0)"]],
    [
      "nine achievements in one entry",
      (c) => (c["experience.json"][0].achievements = Array.from({ length: 9 }, (_, i) => `Achievement ${i + 1}`)),
      ['content/experience.json[0] "Founder & Product Builder": achievements must have 1 to 8 entries (found 9)'],
    ],
    [
      "the same contact action twice",
      (c) => (c["site.json"].contactActions[2].action = "email"),
      [
        'content/site.json contactActions[2] "Connect on LinkedIn": action is already used by contactActions[0]; each of email, schedule, linkedin, projects may appear at most once, in any order',
      ],
    ],
    [
      "a hero photo that does not exist",
      (c) => (c["site.json"].heroPhotos[3].image = "images/profile/portrait-9.jpg"),
      [
        'content/site.json: heroPhotos[3].image points to "images/profile/portrait-9.jpg", which does not exist under content/',
      ],
    ],
    [
      "an image path in the wrong letter case",
      (c) => (c["tools.json"][3].logo = "images/tools/Airtable.svg"),
      [
        'content/tools.json[3] "Airtable": logo points to "images/tools/Airtable.svg", which does not exist under content/',
      ],
    ],
    [
      "a vector image where a photo is processed",
      (c) => (c["projects.json"][5].image = "images/tools/claude.svg"),
      [
        'content/projects.json[5] "AI Supplement Analyzer": image must be a .jpg, .jpeg, .png, .webp, .avif file (found "images/tools/claude.svg")',
      ],
    ],
    [
      "an image path that leaves content/",
      (c) => (c["site.json"].ogImage = "../static/cv/alex-mustermann-cv.pdf"),
      ['content/site.json: ogImage must be a path inside content/ (found "../static/cv/alex-mustermann-cv.pdf")'],
    ],
    [
      "a CV path without the leading slash",
      (c) => (c["site.json"].cvPath = "cv/alex-mustermann-cv.pdf"),
      ['content/site.json: cvPath must start with "/" (found "cv/alex-mustermann-cv.pdf")'],
    ],
    [
      "a CV that is not in static/",
      (c) => (c["site.json"].cvPath = "/cv/old-cv.pdf"),
      ['content/site.json: cvPath points to "/cv/old-cv.pdf", which does not exist under static/'],
    ],
    [
      "an unknown icon name",
      (c) => (c["skills.json"][4].icon = "brian"),
      [
        `content/skills.json[4] "Critical Thinker": icon must be a known icon name (found "brian"); known: ${ICON_NAMES.join(", ")}`,
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
      "a misspelt optional field",
      (c) => {
        c["projects.json"][1].linkTxt = "Order now";
      },
      ['content/projects.json[1] "Alcohol-Free Protein Beer": linkTxt is not a known field (check the spelling)'],
    ],
    [
      "a chat topic id used twice",
      (c) => (c["chat.json"].topics[5].id = "kids-ai-puppet"),
      ['content/chat.json topics[5] "kids-ai-puppet": id is already used by topics[0]'],
    ],
    [
      "several mistakes at once, one message each",
      (c) => {
        c["tools.json"][0].name = "";
        c["tools.json"].push({ name: "Figma", logo: "images/tools/figma.svg" });
        delete c["experience.json"][6].period;
      },
      [
        'content/experience.json[6] "Audit Intern": period is missing',
        "content/tools.json[0]: name must not be empty",
        'content/tools.json[12] "Figma": logo points to "images/tools/figma.svg", which does not exist under content/',
      ],
    ],
  ])("reports %s", (_mistake, mutate, messages) => {
    expect(validateBroken(mutate)).toEqual(messages);
  });

  it("reports invalid JSON with its line and column", () => {
    const site = readFileSync(join(CONTENT_DIR, "site.json"), "utf8").replace(
      '"name": "Alex Mustermann",',
      '"name": "Alex Mustermann"',
    );
    expect(validateBroken(noChange, { "site.json": site })).toEqual([
      'content/site.json: invalid JSON at line 3, column 3: expected "," or "}"',
    ]);
  });

  it("reports a missing file", () => {
    expect(validateBroken(noChange, { "skills.json": null })).toEqual(["content/skills.json: the file is missing"]);
  });
});
