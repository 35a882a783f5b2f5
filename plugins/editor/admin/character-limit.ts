/** The field configuration's key for a text's limit, written by decap-config.ts from the schema's maxLength. */
export const LIMIT_KEY = "limit";

/** "12 / 160", counted as the build counts (JavaScript string length), and how many over the limit. */
export function characterCount(value: unknown, limit: number): { text: string; over: number } {
  const length = typeof value === "string" ? value.length : 0;
  return { text: `${length} / ${limit}`, over: Math.max(0, length - limit) };
}
