import { readdirSync, statSync } from "node:fs";
import { extname, isAbsolute, join, relative, resolve } from "node:path";
import { z } from "zod";
import {
  ABOUT_PARAGRAPH_COUNT,
  CONTACT_ACTION_COUNT,
  CONTACT_TAGLINE_COUNT,
  EXPERIENCE_COUNT,
  HERO_IMAGE_COUNT,
  PROJECT_COUNT,
  QUICK_PROMPT_COUNT,
  SKILL_COUNT,
  SUB_LINE_COUNT,
  TOOL_COUNT,
} from "./constants";
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

/**
 * The count is checked after the items, so a list with one entry too many
 * still gets its broken entries reported (zod's own length check stops early).
 */
function list<T extends z.ZodType>(item: T, count?: number) {
  return z.array(item, { error: wrongType("a list") }).superRefine((entries, ctx) => {
    if (count === undefined && entries.length === 0) ctx.addIssue({ code: "custom", message: "must not be empty" });
    if (count !== undefined && entries.length !== count) {
      ctx.addIssue({ code: "custom", message: `must have exactly ${count} entries (found ${entries.length})` });
    }
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

function uniqueTopicIds(topics: { id: string }[], ctx: z.RefinementCtx) {
  topics.forEach((topic, index) => {
    const first = topics.findIndex((other) => other.id === topic.id);
    if (first !== index)
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `is already used by topics[${first}]` });
  });
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
      subLines: list(text(), SUB_LINE_COUNT),
      about: list(text(), ABOUT_PARAGRAPH_COUNT),
      email: emailAddress(),
      linkedinUrl: httpUrl(),
      schedulingUrl: httpUrl(),
      cvPath: sitePath(staticDir),
      location: text(),
      availability: text(),
      mail: object({ subject: text(), body: text() }),
      contactTaglines: list(text(), CONTACT_TAGLINE_COUNT),
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
        CONTACT_ACTION_COUNT,
      ),
      heroPhotos: list(object({ image: image(PHOTO_FORMATS), alt: text() }), HERO_IMAGE_COUNT),
    }),
    "projects.json": list(
      object({
        title: text(),
        description: text(),
        image: image(PHOTO_FORMATS),
        link: httpUrl(),
        linkText: text().optional(),
      }),
      PROJECT_COUNT,
    ),
    "experience.json": list(
      object({
        title: text(),
        company: text(),
        period: text(),
        achievements: list(text()),
        logo: image(LOGO_FORMATS).optional(),
      }),
      EXPERIENCE_COUNT,
    ),
    "skills.json": list(object({ icon: iconName(), label: text() }), SKILL_COUNT),
    "tools.json": list(object({ name: text(), logo: image(LOGO_FORMATS) }), TOOL_COUNT),
    "chat.json": object({
      greeting: text(),
      fallback: text(),
      quickPrompts: list(text(), QUICK_PROMPT_COUNT),
      topics: list(object({ id: text(), keywords: list(text()), reply: text() })).superRefine(uniqueTopicIds),
    }),
  } satisfies Record<string, z.ZodType>;
}

export type ContentFileName = keyof ReturnType<typeof createContentSchemas>;
