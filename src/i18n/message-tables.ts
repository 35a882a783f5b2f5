import type { LanguageCode } from "./languages";
import { ENGLISH_MESSAGES } from "./en";
import { type Messages } from "./messages";
import { GERMAN_MESSAGES } from "./de";

/**
 * Every language's table, for the build only: it puts a page's table into
 * that page's context, so no page ships another language's words.
 */
export const MESSAGE_TABLES: Record<LanguageCode, Messages> = {
  en: ENGLISH_MESSAGES,
  de: GERMAN_MESSAGES,
};
