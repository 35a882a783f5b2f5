import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "zod";
import type { ContentSchemas } from "../../plugins/site-content/schema";
import { visibleSections } from "../../src/lib/sections";
import { readLanguageContent, type LanguageFiles } from "../../plugins/site-content/language-content";
import { languagesOf } from "../../plugins/site-content/site-languages";
import type { LanguageCode } from "../../src/i18n/languages";

/**
 * The content the build under test was made from: CONTENT_DIR, as for the
 * build, and by default the full test content. Specs read their expected
 * texts and counts here instead of repeating them.
 */
export const CONTENT_DIR = resolve(__dirname, "../..", process.env.CONTENT_DIR || "fixtures/content/full");

function read<N extends keyof ContentSchemas>(name: N): z.output<ContentSchemas[N]> {
  return JSON.parse(readFileSync(join(CONTENT_DIR, name), "utf8"));
}

export const site = read("site.json");
export const { projects } = read("projects.json");
export const { experience } = read("experience.json");
export const { skills } = read("skills.json");
export const { tools } = read("tools.json");
export const chat = read("chat.json");

/** The sections the page shows, in order: site.json's `sections`, or all of them. */
export const shownSections = visibleSections(site.sections);

/** The site's languages, the first served at "/". */
export const languages = languagesOf(site);

/** The content as a language's page shows it: that language's folder laid over the first's files, as the build does. */
export function contentIn(code: LanguageCode) {
  const files: LanguageFiles = readLanguageContent(CONTENT_DIR, code).files;
  return {
    site: files["site.json"] as typeof site,
    chat: files["chat.json"] as typeof chat,
    projects: (files["projects.json"] as { projects: typeof projects }).projects,
  };
}
