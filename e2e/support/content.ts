import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "zod";
import { createContentSchemas, type ContentSchemas } from "../../plugins/site-content/schema";
import { typesetContent } from "../../plugins/site-content/typeset-content";
import { emptySections, headerLinks, quickLinks, visibleSections, type SectionId } from "../../src/lib/sections";
import { MESSAGE_TABLES } from "../../src/i18n/message-tables";
import {
  readLanguageContent,
  readSiteLanguages,
  type LanguageFiles,
} from "../../plugins/site-content/language-content";
import { languagesOf } from "../../plugins/site-content/site-languages";
import type { LanguageCode } from "../../src/i18n/languages";

/**
 * The content the build under test was made from: CONTENT_DIR, as for the
 * build, and by default the full test content. Specs read their expected
 * texts and counts here instead of repeating them, as the page shows them:
 * typeset in the page's language (plugins/site-content/typeset.ts).
 */
export const CONTENT_DIR = resolve(__dirname, "../..", process.env.CONTENT_DIR || "fixtures/content/full");

const schemas = createContentSchemas(CONTENT_DIR);
const firstLanguage = readSiteLanguages(CONTENT_DIR)[0]!;

/** A file's content as the page of `code` shows it. */
const shown = <N extends keyof ContentSchemas>(name: N, value: unknown, code: LanguageCode) =>
  typesetContent(schemas[name], value, code) as z.output<ContentSchemas[N]>;

/** How many posts the first language has: its home page shows the writing section only with some. */
function postCount(contentDir: string): number {
  const folder = join(contentDir, "writing");
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".md")).length : 0;
}

function read<N extends keyof ContentSchemas>(name: N): z.output<ContentSchemas[N]> {
  return shown(name, JSON.parse(readFileSync(join(CONTENT_DIR, name), "utf8")), firstLanguage);
}

export const site = read("site.json");
export const { projects } = read("projects.json");
export const { experience } = read("experience.json");
export const { skills } = read("skills.json");
export const { tools } = read("tools.json");
export const chat = read("chat.json");

/** The sections the page shows, in order: site.json's `sections`, or all of them. */
export const shownSections = visibleSections(site.sections, emptySections(postCount(CONTENT_DIR)));

/** The interface's words on the first language's page: its table, with the owner's rewordings. */
export const interfaceMessages = { ...MESSAGE_TABLES[firstLanguage], ...site.messages };

const toSections = (links: ReturnType<typeof quickLinks>) =>
  links.filter((link): link is { label: string; to: SectionId } => link.to !== "top");

/** The shown sections the header and the footer link to, in page order, named as the registry says. */
export const sectionLinks = toSections(quickLinks(shownSections, interfaceMessages));

/** The shown sections the header links to: those above, and those only the header names (the chat). */
export const headerSectionLinks = toSections(headerLinks(shownSections, interfaceMessages));

/** The site's languages, the first served at "/". */
export const languages = languagesOf(site);

/** The content as a language's page shows it: that language's folder laid over the first's files, as the build does. */
export function contentIn(code: LanguageCode) {
  const files: LanguageFiles = readLanguageContent(CONTENT_DIR, code).files;
  return {
    site: shown("site.json", files["site.json"], code),
    chat: shown("chat.json", files["chat.json"], code),
    projects: shown("projects.json", files["projects.json"], code).projects,
    experience: shown("experience.json", files["experience.json"], code).experience,
  };
}

/** The owner's files as typed, before the page sets them: what the editor shows, and what typography is checked against. */
export function typedContentIn(code: LanguageCode): LanguageFiles {
  return readLanguageContent(CONTENT_DIR, code).files;
}
