import { stemmer } from "@orama/stemmers/german";
import type { Stemmer } from "./chat-words";

/**
 * German stems (Snowball's German algorithm), for the chat of a German page.
 * Umlauts are already folded by toWords, and a visitor who writes them out
 * ("Universitaet") is read as one who typed them, since keywords and
 * messages go through the same folding.
 */
export const germanStemOf: Stemmer = (word) => stemmer(word.replace(/([aou])e/g, "$1"));
