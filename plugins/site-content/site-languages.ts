import { DEFAULT_LANGUAGES, LANGUAGE_CODES, type LanguageCode } from "../../src/i18n/languages";

const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);

/** The site's languages from site.json as it was read, first the one served at "/"; English when none are listed. */
export function languagesOf(site: unknown): LanguageCode[] {
  const listed = site !== null && typeof site === "object" ? (site as { languages?: unknown }).languages : undefined;
  if (!Array.isArray(listed) || listed.length === 0 || !listed.every(isLanguage)) return [...DEFAULT_LANGUAGES];
  return [...new Set(listed)];
}
