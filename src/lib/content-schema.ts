import { readdirSync, statSync } from "node:fs";
import { extname, isAbsolute, join, relative, resolve } from "node:path";
import { z } from "zod";
import { CONTACT_ACTION_KINDS } from "./contact-action-kinds";
import { ICON_NAMES, isIconName } from "./icon-names";

/**
 * One schema per file in content/, mirroring the GraphQL types in
 * gatsby-node.ts. Every message is the plain-English end of a sentence whose
 * start (file, entry, field) content-validation.ts adds, e.g. "must be an
 * http(s) URL".
 */
export interface ContentLocations {
  contentDir: string;
  staticDir: string;
}

/** Formats sharp can turn into responsive images (hero photos, project images). */
const PHOTO_FORMATS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
/** Formats every social network shows as a link preview. */
const PREVIEW_FORMATS = [".jpg", ".jpeg", ".png"];
/** Logos are served as they are, so vector logos work too. */
const LOGO_FORMATS = [".svg", ...PHOTO_FORMATS];

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "boolean") return "true/false";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

const wrongType =
  (expected: string) =>
  (issue: { code?: string; input: unknown }): string | undefined => {
    if (issue.code !== "invalid_type") return undefined;
    return issue.input === undefined ? "is missing" : `must be ${expected} (found ${describe(issue.input)})`;
  };

function text(problem?: (value: string) => string | undefined) {
  return z.string({ error: wrongType("text") }).superRefine((value, ctx) => {
    const message = value.trim() === "" ? "must not be empty" : problem?.(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** How many entries a list may hold; every layout is built and tested for the whole range. */
export interface CountRange {
  min: number;
  max?: number;
}

export const HERO_PHOTOS: CountRange = { min: 1, max: 12 };
export const SUB_LINES: CountRange = { min: 1, max: 8 };
export const ABOUT_PARAGRAPHS: CountRange = { min: 1, max: 4 };
export const SKILLS: CountRange = { min: 1, max: 16 };
export const TOOLS: CountRange = { min: 1, max: 30 };
export const PROJECTS: CountRange = { min: 1, max: 20 };
export const EXPERIENCE_ENTRIES: CountRange = { min: 1, max: 20 };
export const ACHIEVEMENTS: CountRange = { min: 1, max: 8 };
export const CONTACT_TAGLINES: CountRange = { min: 1, max: 8 };
export const QUICK_PROMPTS: CountRange = { min: 1, max: 4 };
/** Each kind of contact action at most once. */
export const CONTACT_ACTIONS: CountRange = { min: 1, max: CONTACT_ACTION_KINDS.length };
export const CHAT_TOPICS: CountRange = { min: 0 };
export const TOPIC_KEYWORDS: CountRange = { min: 1 };

export function describeCountRange({ min, max }: CountRange): string {
  if (max === undefined) return `at least ${min}`;
  return min === max ? `exactly ${min}` : `${min} to ${max}`;
}

/**
 * The count is checked after the items, so a list with one entry too many
 * still gets its broken entries reported (zod's own length check stops early).
 */
function list<T extends z.ZodType>(item: T, range: CountRange) {
  return z.array(item, { error: wrongType("a list") }).superRefine((entries, ctx) => {
    const { min, max = Infinity } = range;
    if (entries.length >= min && entries.length <= max) return;
    ctx.addIssue({
      code: "custom",
      message: `must have ${describeCountRange(range)} entries (found ${entries.length})`,
    });
  });
}

function object<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: wrongType("an object") });
}

function httpUrl() {
  return text((value) => {
    try {
      const url = new URL(value);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return undefined;
    } catch {
      // Reported below like any other malformed address.
    }
    return "must be an http(s) URL";
  });
}

function emailAddress() {
  return text((value) => (z.email().safeParse(value).success ? undefined : "must be a valid email address"));
}

function iconName() {
  return text((value) =>
    isIconName(value) ? undefined : `must be a known icon name (found "${value}"); known: ${ICON_NAMES.join(", ")}`,
  );
}

/**
 * Case-sensitive on every file system: a photo named Portrait-1.jpg but
 * written portrait-1.jpg passes on a Mac and breaks the build on the CDN.
 */
function fileExists(root: string, path: string): boolean {
  try {
    let current = root;
    for (const segment of path.split(/[\\/]+/).filter(Boolean)) {
      if (!readdirSync(current).includes(segment)) return false;
      current = join(current, segment);
    }
    return statSync(current).isFile();
  } catch {
    return false;
  }
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, resolve(root, path));
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
}

function fileIn(root: string, rootName: string, formats: readonly string[]) {
  return text((path) => {
    if (!isInside(root, path)) return `must be a path inside ${rootName} (found "${path}")`;
    if (!fileExists(root, path)) return `points to "${path}", which does not exist under ${rootName}`;
    if (!formats.includes(extname(path).toLowerCase())) return `must be a ${formats.join(", ")} file (found "${path}")`;
    return undefined;
  });
}

function sitePath(staticDir: string) {
  return text((path) => {
    if (!path.startsWith("/")) return `must start with "/" (found "${path}")`;
    const file = path.slice(1);
    if (!isInside(staticDir, file) || !fileExists(staticDir, file)) {
      return `points to "${path}", which does not exist under static/`;
    }
    return undefined;
  });
}

/**
 * A refinement for a list whose entries must differ in `field`: each repeat
 * is reported on its own entry, naming the first one (`listName[i]`).
 */
function unique<K extends string>(listName: string, field: K, rule = "") {
  return (entries: Record<K, string>[], ctx: z.RefinementCtx) => {
    entries.forEach((entry, index) => {
      const first = entries.findIndex((other) => other[field] === entry[field]);
      if (first === index) return;
      ctx.addIssue({
        code: "custom",
        path: [index, field],
        message: `is already used by ${listName}[${first}]${rule}`,
      });
    });
  };
}

export function createContentSchemas({ contentDir, staticDir }: ContentLocations) {
  const image = (formats: readonly string[]) => fileIn(contentDir, "content/", formats);

  return {
    "site.json": object({
      name: text(),
      siteUrl: httpUrl(),
      title: text(),
      description: text(),
      ogImage: image(PREVIEW_FORMATS),
      jobTitle: text(),
      tagline: text(),
      subLines: list(text(), SUB_LINES),
      about: list(text(), ABOUT_PARAGRAPHS),
      email: emailAddress(),
      linkedinUrl: httpUrl(),
      schedulingUrl: httpUrl(),
      cvPath: sitePath(staticDir),
      location: text(),
      availability: text(),
      mail: object({ subject: text(), body: text() }),
      contactTaglines: list(text(), CONTACT_TAGLINES),
      contactActions: list(
        object({
          icon: iconName(),
          hoverIcon: iconName(),
          title: text(),
          subtitle: text(),
          action: z.enum(CONTACT_ACTION_KINDS, {
            error: (issue) =>
              wrongType("text")(issue) ??
              `must be one of ${CONTACT_ACTION_KINDS.join(", ")} (found ${JSON.stringify(issue.input)})`,
          }),
        }),
        CONTACT_ACTIONS,
      ).superRefine(
        unique(
          "contactActions",
          "action",
          `; each of ${CONTACT_ACTION_KINDS.join(", ")} may appear at most once, in any order`,
        ),
      ),
      heroPhotos: list(object({ image: image(PHOTO_FORMATS), alt: text() }), HERO_PHOTOS),
    }),
    "projects.json": list(
      object({
        title: text(),
        description: text(),
        image: image(PHOTO_FORMATS),
        link: httpUrl(),
        linkText: text().optional(),
      }),
      PROJECTS,
    ),
    "experience.json": list(
      object({
        title: text(),
        company: text(),
        period: text(),
        achievements: list(text(), ACHIEVEMENTS),
        logo: image(LOGO_FORMATS).optional(),
      }),
      EXPERIENCE_ENTRIES,
    ),
    "skills.json": list(object({ icon: iconName(), label: text() }), SKILLS),
    "tools.json": list(object({ name: text(), logo: image(LOGO_FORMATS) }), TOOLS),
    "chat.json": object({
      greeting: text(),
      fallback: text(),
      quickPrompts: list(text(), QUICK_PROMPTS),
      topics: list(
        object({ id: text(), keywords: list(text(), TOPIC_KEYWORDS), reply: text() }),
        CHAT_TOPICS,
      ).superRefine(unique("topics", "id")),
    }),
  } satisfies Record<string, z.ZodType>;
}

export type ContentFileName = keyof ReturnType<typeof createContentSchemas>;
