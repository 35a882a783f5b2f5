import type { ENGLISH_MESSAGES } from "./en";

/**
 * The interface's fixed texts: their names, and how a text's placeholders
 * are filled. The texts themselves are one table per language (en.ts,
 * de.ts), which the build puts into each page's context; texts from the
 * content files are not messages.
 */
export type MessageKey = keyof typeof ENGLISH_MESSAGES;

/** A table of every message, in one language. */
export type Messages = { readonly [Key in MessageKey]: string };

/** `{name}`: a name of letters, digits and underscores, starting with a letter or underscore. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

const has = (values: object, name: string) => Object.prototype.hasOwnProperty.call(values, name);

/** The message with each `{name}` replaced by its value; a placeholder without a value stays as written. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(PLACEHOLDER, (placeholder, name: string) =>
    has(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * Like formatMessage, for values that are not text (an element, say): the
 * message as a list of its text and the values in their places, adjacent
 * text joined.
 */
export function formatMessageParts<Part>(
  message: string,
  values: Record<string, string | number | Part>,
): (string | Part)[] {
  const parts: (string | Part)[] = [];
  const pushText = (text: string) => {
    if (text === "") return;
    const last = parts[parts.length - 1];
    if (typeof last === "string") parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  let from = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const [placeholder, name = ""] = match;
    const at = match.index ?? 0;
    pushText(message.slice(from, at));
    from = at + placeholder.length;
    if (!has(values, name)) pushText(placeholder);
    else {
      const value = values[name] as string | number | Part;
      if (typeof value === "string" || typeof value === "number") pushText(String(value));
      else parts.push(value);
    }
  }
  pushText(message.slice(from));
  return parts;
}

/** The names of a message's placeholders, sorted, each once: a translation must keep the same. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), ([, name = ""]) => name))].sort();
}
