import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { InViewIntersectionObserver } from "./src/test-utils/intersection-observer";

globalThis.IntersectionObserver = InViewIntersectionObserver;
// jsdom has CSS but not CSS.supports: it answers as a browser without the feature asked about, which is what
// jsdom is to the features a component asks about (scroll-driven animations, say).
CSS.supports ??= () => false;

// A page gets its interface texts from its page context; a component rendered on its own in a test reads the
// English table unless the test wraps it in a MessagesProvider of another language.
jest.mock("./src/hooks/use-messages", () => {
  const actual = jest.requireActual("./src/hooks/use-messages");
  const { ENGLISH_MESSAGES } = jest.requireActual("./src/i18n/en");
  const { useContext } = jest.requireActual("react");
  return { ...actual, useMessages: () => useContext(actual.MessagesContext) ?? ENGLISH_MESSAGES };
});
// Likewise its language: a one-language English site's, unless the test provides another.
jest.mock("./src/hooks/use-page-language", () => {
  const actual = jest.requireActual("./src/hooks/use-page-language");
  const { siteLanguages } = jest.requireActual("./src/i18n/languages");
  const english = { current: siteLanguages(["en"])[0], all: siteLanguages(["en"]) };
  const { useContext } = jest.requireActual("react");
  return { ...actual, usePageLanguage: () => useContext(actual.PageLanguageContext) ?? english };
});

// Lazy chunks (react-slick, Radix, framer-motion) are transpiled by Jest on first import, which on a
// busy 2-core machine can take longer than waitFor's default second; a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });
