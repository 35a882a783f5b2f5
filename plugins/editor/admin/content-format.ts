/**
 * How the editor reads and writes a content file. Decap keeps an entry in an
 * Immutable.js map, which forgets the order of an object's keys beyond eight,
 * and its own JSON writer prints whatever order comes out. This format puts
 * every object back in the order the file had when the editor read it, then
 * the schema's order for keys the file did not have, so a one-field edit
 * changes one line; and it prints two-space JSON with a trailing newline, as
 * the owner's files are written.
 */

/** The name the editor's configuration gives this format. */
export const CONTENT_FORMAT = "content-json";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The order of keys at each place of a file: "" for the top, "projects[]" for each project, and so on. */
export type KeyOrder = Map<string, string[]>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every object's keys in file order, by where the object sits; the entries of a list share one place. */
export function keyOrderOf(value: unknown, place = "", order: KeyOrder = new Map()): KeyOrder {
  if (Array.isArray(value)) value.forEach((item) => keyOrderOf(item, `${place}[]`, order));
  else if (isObject(value)) {
    const known = order.get(place) ?? [];
    for (const key of Object.keys(value)) if (!known.includes(key)) known.push(key);
    order.set(place, known);
    for (const [key, child] of Object.entries(value)) keyOrderOf(child, place ? `${place}.${key}` : key, order);
  }
  return order;
}

/** `value` with its objects' keys in the order given for their place, unknown keys after the known ones. */
export function ordered(value: Json, order: KeyOrder, place = ""): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item, order, `${place}[]`));
  if (!isObject(value)) return value;
  const known = order.get(place) ?? [];
  const keys = Object.keys(value);
  const sorted = [...known.filter((key) => keys.includes(key)), ...keys.filter((key) => !known.includes(key))];
  return Object.fromEntries(sorted.map((key) => [key, ordered(value[key]!, order, place ? `${place}.${key}` : key)]));
}

/**
 * The file's keys in the file's order, each key only the schema knows placed
 * right after the key the schema puts before it, so a newly filled field
 * lands where the schema declares it.
 */
export function mergeOrder(fileKeys: readonly string[], schemaKeys: readonly string[]): string[] {
  const merged = [...fileKeys];
  schemaKeys.forEach((key, index) => {
    if (merged.includes(key)) return;
    const before = schemaKeys
      .slice(0, index)
      .reverse()
      .find((candidate) => merged.includes(candidate));
    merged.splice(before === undefined ? 0 : merged.indexOf(before) + 1, 0, key);
  });
  return merged;
}

/** How alike two sets of top-level keys are: shared keys count for, keys in only one against. */
function likeness(a: readonly string[], b: readonly string[]): number {
  const shared = a.filter((key) => b.includes(key)).length;
  return shared - (a.length - shared) - (b.length - shared);
}

/** Of `candidates`, the one whose top-level keys are most like `keys`, if any shares one; the first on a tie. */
function mostAlike<T extends { keys: readonly string[] }>(candidates: readonly T[], keys: readonly string[]): T | null {
  let best: { candidate: T; score: number } | null = null;
  for (const candidate of candidates) {
    if (!candidate.keys.some((key) => keys.includes(key))) continue;
    const score = likeness(candidate.keys, keys);
    if (best === null || score > best.score) best = { candidate, score };
  }
  return best?.candidate ?? null;
}

/** A field of the editor's configuration, as far as the order of keys goes. */
export interface OrderedField {
  name: string;
  widget?: string;
  fields?: OrderedField[];
}

function addFieldOrder(fields: readonly OrderedField[], place: string, order: KeyOrder): KeyOrder {
  order.set(
    place,
    fields.map((field) => field.name),
  );
  for (const field of fields) {
    if (!field.fields) continue;
    const child = place ? `${place}.${field.name}` : field.name;
    // A list of objects holds its fields at "name[]", an object at "name"; both are declared the same way.
    addFieldOrder(field.fields, field.widget === "list" ? `${child}[]` : child, order);
  }
  return order;
}

/** The schema's order for the configured file whose fields are most like the data's keys. */
export function schemaOrderFrom(files: readonly { fields: OrderedField[] }[]) {
  const candidates = files.map((file) => ({ keys: file.fields.map((field) => field.name), fields: file.fields }));
  return (data: JsonObject): KeyOrder => {
    const file = mostAlike(candidates, Object.keys(data));
    return file ? addFieldOrder(file.fields, "", new Map()) : new Map();
  };
}

/** The width Prettier gives the repository's JSON, which the owner's files follow. */
const PRINT_WIDTH = 120;

const isScalar = (value: Json) => value === null || typeof value !== "object";

/**
 * JSON as Prettier prints it: every object one key per line, two spaces
 * deep; a list of plain values on one line while that line, with its key and
 * comma, fits the print width, else one value per line.
 */
function printJson(value: Json, indent: string, lineStart: number, lineEnd: number): string {
  if (isScalar(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
    if (value.every(isScalar) && lineStart + flat.length + lineEnd <= PRINT_WIDTH) return flat;
    const items = value.map((item, index) => {
      const end = index < value.length - 1 ? 1 : 0;
      return `${inner}${printJson(item, inner, inner.length, end)}`;
    });
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    const end = index < entries.length - 1 ? 1 : 0;
    return `${prefix}${printJson(item, inner, prefix.length, end)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export const toJsonText = (value: Json): string => `${printJson(value, "", 0, 0)}\n`;

/**
 * Decap's format for the content files. `schemaOrder` is the order the
 * content schema declares, the fallback for a file the editor has not read.
 * Decap hands `toFile` the entry's data but not its path, so the file an
 * entry came from is recognised by its top-level keys among the files read.
 */
export function createContentFormat(schemaOrder: (data: JsonObject) => KeyOrder = () => new Map()) {
  const read: { keys: string[]; order: KeyOrder }[] = [];
  return {
    fromFile(text: string): Json {
      // A language's file the owner has not written yet reads as empty: an entry with no fields.
      if (text.trim() === "") return {};
      const value = JSON.parse(text) as Json;
      if (isObject(value)) {
        read.unshift({ keys: Object.keys(value), order: keyOrderOf(value) });
        if (read.length > 64) read.pop();
      }
      return value;
    },
    toFile(value: object): string {
      const data = value as Json;
      if (!isObject(data)) return toJsonText(data);
      const keys = Object.keys(data);
      const best = mostAlike(read, keys);
      const order: KeyOrder = new Map(schemaOrder(data));
      for (const [place, fileKeys] of best?.order ?? []) order.set(place, mergeOrder(fileKeys, order.get(place) ?? []));
      return toJsonText(ordered(data, order));
    },
  };
}
