import { useEffect, useMemo, useState } from "react";
import type { LanguageCode } from "../../i18n/languages";
import type { ReplyScript } from "./chat-reply";
import type { Stemmer } from "./chat-words";

/** Answers a visitor's question from the script. */
export type Replier = (question: string) => string;

type Engine = { selectReply: typeof import("./chat-reply").selectReply } | null;

/** Each language's stemmer; English's comes with the engine (chat-reply.ts's default). */
const STEMMERS: Record<LanguageCode, () => Promise<Stemmer | undefined>> = {
  en: () => Promise.resolve(undefined),
  de: () => import("./german-stem").then((module) => module.germanStemOf),
};

/**
 * The reply engine (chat-reply.ts with the stemmer of the page's language),
 * or undefined until it has arrived. It is fetched once `wanted` turns true
 * (the visitor starts a message), so a visit that never uses the chat
 * downloads none of it, and a reply, chosen a second after its message, is
 * rarely kept waiting. Offline, the chat still answers: with English stems
 * when only the stemmer is missing, with the script's fallback when the
 * engine is.
 */
export function useReplier(
  script: Omit<ReplyScript, "stem">,
  language: LanguageCode,
  wanted: boolean,
): Replier | undefined {
  const [loaded, setLoaded] = useState<{ language: LanguageCode; engine: Engine; stem?: Stemmer }>();
  const needsLoading = wanted && loaded?.language !== language;

  useEffect(() => {
    if (!needsLoading) return undefined;
    let current = true;
    void Promise.all([import("./chat-reply").catch(() => null), STEMMERS[language]().catch(() => undefined)]).then(
      ([engine, stem]) => {
        if (current) setLoaded({ language, engine, stem });
      },
    );
    return () => {
      current = false;
    };
  }, [language, needsLoading]);

  return useMemo((): Replier | undefined => {
    if (loaded?.language !== language) return undefined;
    const { engine, stem } = loaded;
    return engine ? (question: string) => engine.selectReply(question, { ...script, stem }) : () => script.fallback;
  }, [loaded, language, script]);
}
