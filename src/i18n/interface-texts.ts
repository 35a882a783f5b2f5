import { ENGLISH_MESSAGES } from "./en";
import { placeholdersOf } from "./messages";

/**
 * The interface's texts as the build's content check and the editor take
 * them (gatsby-config.ts hands them over): the owner may reword each one in
 * site.json's `messages`, keeping its placeholders.
 */
export const INTERFACE_TEXTS = { texts: ENGLISH_MESSAGES, placeholdersOf } as const;
