/**
 * Which entry of a list holds a field the form refused, from Decap's
 * record of the form's errors: each field's errors, each naming the ids of
 * the controls above the field (a list entry's id among them). Decap marks
 * such an entry's title red and leaves it folded; the list opens it, scrolls
 * to it and names it (list-control.tsx).
 */

interface FieldError {
  parentIds?: unknown;
  message?: unknown;
}

export interface InvalidEntry {
  index: number;
  /** The first refusal inside it, in Decap's words (plain-messages.ts). */
  message: string;
}

export function firstInvalidEntry(errors: unknown, entryIds: readonly string[]): InvalidEntry | null {
  if (errors === null || typeof errors !== "object") return null;
  const found = Object.values(errors as Record<string, unknown>).flatMap((list) =>
    Array.isArray(list) ? (list as FieldError[]) : [],
  );
  for (const [index, id] of entryIds.entries()) {
    const inside = found.find((error) => Array.isArray(error.parentIds) && error.parentIds.includes(id));
    if (inside) return { index, message: typeof inside.message === "string" ? inside.message : "" };
  }
  return null;
}
