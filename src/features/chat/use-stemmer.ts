import { useEffect, useState } from "react";
import type { LanguageCode } from "../../i18n/languages";
import { stemOf, type Stemmer } from "./chat-words";

/** English is the chat's own language and comes with it; another language's stemmer is fetched when needed. */
const BUNDLED: Partial<Record<LanguageCode, Stemmer>> = { en: stemOf };
const LOADERS: Record<LanguageCode, () => Promise<Stemmer>> = {
  en: () => Promise.resolve(stemOf),
  de: () => import("./german-stem").then((module) => module.germanStemOf),
};

/**
 * The stemmer of the page's language, or undefined until it has arrived. It
 * is fetched once `wanted` turns true (the visitor starts a message), so a
 * visit that never uses the chat never downloads it; a reply is chosen a
 * second after its message is sent, by when it is there.
 */
export function useStemmer(language: LanguageCode, wanted: boolean): Stemmer | undefined {
  const [loaded, setLoaded] = useState<{ language: LanguageCode; stem: Stemmer }>();
  const bundled = BUNDLED[language];
  const needsLoading = !bundled && wanted && loaded?.language !== language;

  useEffect(() => {
    if (!needsLoading) return undefined;
    let current = true;
    LOADERS[language]()
      .then((stem) => current && setLoaded({ language, stem }))
      // Offline, the chat still answers, with English stems (chat-reply.ts's default).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, needsLoading]);

  return bundled ?? (loaded?.language === language ? loaded.stem : undefined);
}
