/**
 * A person's initials, as a wordmark shows them: the first letter of the first and of the last word, upper-cased
 * ("Alex Mustermann" → "AM"), or one letter for a name of one word.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0]!.toLocaleUpperCase() : "");
  return words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
}
