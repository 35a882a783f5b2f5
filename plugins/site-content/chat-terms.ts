import type { z } from "zod";
import type { LanguageCode } from "../../src/i18n/languages";
import { stemOf, termKey, toWords, type Stemmer } from "../../src/features/chat/chat-words";
import { germanStemOf } from "../../src/features/chat/german-stem";

/** Each language's word roots, as its page's chat reads messages. */
const STEMMERS: Record<LanguageCode, Stemmer> = { en: stemOf, de: germanStemOf };

interface ChatTerms {
  topics: { id: string; keywords: string[]; synonyms?: string[] }[];
  smallTalk?: { keywords: string[] }[];
}

type Kind = "keyword" | "synonym";

/** Where a term was first written: its entry (as a path and as the owner reads it) and its text. */
interface Place {
  entry: (string | number)[];
  name: string;
  kind: Kind;
  text: string;
}

const isTopic = (place: Pick<Place, "entry">) => place.entry[0] === "topics";

function repeated(text: string, entry: Place["entry"], earlier: Place): string {
  const same = toWords(text).join(" ") === toWords(earlier.text).join(" ");
  const what = same ? "is already" : `reads as the same words as "${earlier.text}",`;
  const keep = isTopic({ entry }) && isTopic(earlier) ? "one topic" : "one place";
  return `"${text}" ${what} a ${earlier.kind} of ${earlier.name}; keep it in ${keep}`;
}

/**
 * A keyword or synonym in two topics (or in a topic and a small-talk line,
 * or in two small-talk lines) makes the chat's answer depend on the order of
 * the file, and small talk never gets a word a topic has. Terms are compared
 * as the chat of the file's language reads them, by stems, so "Beers" in one
 * topic and "beer" in another are reported too. Repeats inside one entry are
 * harmless.
 */
export const chatTermsInOnePlace =
  (language: LanguageCode) =>
  ({ topics, smallTalk = [] }: ChatTerms, ctx: z.RefinementCtx) => {
    const first = new Map<string, Place>();
    const check = (entry: Place["entry"], name: string, kind: Kind, texts: string[] = []) => {
      texts.forEach((text, position) => {
        const key = termKey(text, STEMMERS[language]);
        const earlier = first.get(key);
        if (!earlier) first.set(key, { entry, name, kind, text });
        else if (earlier.entry.join() !== entry.join())
          ctx.addIssue({
            code: "custom",
            path: [...entry, `${kind}s`, position],
            message: repeated(text, entry, earlier),
          });
      });
    };
    topics.forEach((topic, index) => {
      const name = `topics[${index}] "${topic.id}"`;
      check(["topics", index], name, "keyword", topic.keywords);
      check(["topics", index], name, "synonym", topic.synonyms);
    });
    smallTalk.forEach((line, index) => check(["smallTalk", index], `smallTalk[${index}]`, "keyword", line.keywords));
  };
