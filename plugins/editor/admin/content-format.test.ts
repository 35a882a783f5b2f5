/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixtureDir } from "../../../src/test-utils/fixture-content";
import { decapConfig } from "../decap-config";
import { createContentSchemas } from "../../site-content/schema";
import { INTERFACE_TEXTS } from "../../../src/i18n/interface-texts";
import { createContentFormat, mergeOrder, schemaOrderFrom, type Json, type OrderedField } from "./content-format";

/** The data as Decap's map may hand it back: every object's keys in reverse. */
function scrambled(value: Json): Json {
  if (Array.isArray(value)) return value.map(scrambled);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, scrambled(item)]),
  );
}

/** A copy of `value` with its first text (but the schema's address) replaced, as a one-field edit. */
function withFirstTextEdited(value: Json): Json {
  let done = false;
  const walk = (node: Json, key?: string): Json => {
    if (done) return node;
    if (typeof node === "string" && key !== "$schema") {
      done = true;
      return "An edited text";
    }
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, walk(item, name)]));
  };
  return walk(value);
}

const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b).toHaveLength(a.length);
  return a.filter((line, index) => line !== b[index]);
};

const configFiles = (): { fields: OrderedField[] }[] =>
  (
    decapConfig(createContentSchemas("/nowhere", undefined, undefined, INTERFACE_TEXTS)) as unknown as {
      collections: { files?: { fields: OrderedField[] }[] }[];
    }
  ).collections.flatMap((collection) => collection.files ?? []);

describe("the editor's content format", () => {
  it.each(["site.json", "projects.json", "chat.json", "de/site.json"])(
    "writes %s back unchanged but for the one edited field",
    (file) => {
      const text = readFileSync(join(fixtureDir("full"), file), "utf8");
      const format = createContentFormat(schemaOrderFrom(configFiles()));
      // Other files are read too, as the editor reads every file of a collection.
      for (const other of ["site.json", "de/site.json", "projects.json", "chat.json"])
        format.fromFile(readFileSync(join(fixtureDir("full"), other), "utf8"));
      const data = format.fromFile(text);
      expect(format.toFile(scrambled(data) as object)).toBe(text);

      const edited = format.toFile(scrambled(withFirstTextEdited(data)) as object);
      expect(changedLines(text, edited)).toHaveLength(1);
      expect(edited).toContain('"An edited text"');
    },
  );

  it("puts a newly filled field where the schema declares it, and keeps unknown keys", () => {
    const format = createContentFormat(() => new Map([["", ["a", "b", "c", "d"]]]));
    format.fromFile('{"d": 4, "a": 1, "x": "mine"}');
    expect(Object.keys(JSON.parse(format.toFile({ x: "mine", c: 3, a: 1, d: 4 })))).toEqual(["d", "a", "c", "x"]);
  });

  it("orders a file it has not read by the schema", () => {
    const format = createContentFormat(schemaOrderFrom([{ fields: [{ name: "b" }, { name: "a" }] }]));
    expect(format.toFile({ a: 1, b: 2 })).toBe('{\n  "b": 2,\n  "a": 1\n}\n');
  });

  it("merges orders: the file's first, the schema's keys after the key before them", () => {
    expect(mergeOrder(["c", "a"], ["a", "b", "c", "d"])).toEqual(["c", "d", "a", "b"]);
    expect(mergeOrder([], ["a", "b"])).toEqual(["a", "b"]);
    expect(mergeOrder(["z"], ["a"])).toEqual(["a", "z"]);
  });
});
