import { LANGUAGES, type LanguageCode } from "../../i18n/languages";

/**
 * A post's day as its language writes it in full ("14 March 2026",
 * "14. März 2026"), read and written in UTC, so the server and every
 * visitor's time zone show the same day.
 */
export function formatPostDate(date: string, language: LanguageCode): string {
  const locale = LANGUAGES[language].locale.replace("_", "-");
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
