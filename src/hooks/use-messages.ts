import React, { createContext, useContext, type ReactNode } from "react";
import type { Messages } from "../i18n/messages";

/**
 * The page's table of interface texts. Every page gets its language's from
 * its page context (wrapPageElement), so no table ships in the scripts: the
 * words reach the browser once, with the page's data.
 */
export const MessagesContext = createContext<Messages | null>(null);

/** Gives everything inside it one language's texts: the server renders them too, so the first paint is right. */
export function MessagesProvider({ messages, children }: { messages: Messages; children?: ReactNode }) {
  return React.createElement(MessagesContext.Provider, { value: messages }, children);
}

/** The fixed texts of the interface, in the page's language. */
export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error("No interface texts: a page gets them from its context (plugins/languages/)");
  return messages;
}
