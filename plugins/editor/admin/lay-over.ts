/**
 * A language's file as its page shows it, for the preview: its own texts laid
 * over the first language's file, the way the build lays them. A field left
 * out shows the first language's; list entries with an id pair up by id,
 * others by position, and a list that does not line up shows the first
 * language's list.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const idOf = (entry: unknown) => (isRecord(entry) && typeof entry.id === "string" ? entry.id : undefined);

export function laidOver(first: unknown, own: unknown): unknown {
  if (own === undefined || own === null || own === "") return first;
  if (isRecord(first) && isRecord(own)) {
    const keys = [...new Set([...Object.keys(first), ...Object.keys(own)])];
    return Object.fromEntries(keys.map((key) => [key, laidOver(first[key], own[key])]));
  }
  if (Array.isArray(first) && Array.isArray(own)) {
    if (first.length > 0 && first.every((entry) => idOf(entry) !== undefined))
      return first.map((entry) =>
        laidOver(
          entry,
          own.find((candidate) => idOf(candidate) === idOf(entry)),
        ),
      );
    // Lists of entries line up by position; a list of plain texts is the language's own.
    if (first.some(isRecord))
      return own.length === first.length ? first.map((entry, i) => laidOver(entry, own[i])) : first;
    return own;
  }
  return own;
}
