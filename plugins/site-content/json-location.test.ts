import { MAX_NESTING, parseJson } from "./json-location";

describe("parseJson", () => {
  it("returns the value of valid JSON", () => {
    expect(parseJson('{ "a": [1, "two", true, null, -3.5e2] }')).toEqual({
      ok: true,
      value: { a: [1, "two", true, null, -350] },
      duplicateKeys: [],
    });
  });

  it("finds a field written twice in one object, with both lines and the object's place", () => {
    const text = '{\n  "a": 1,\n  "list": [{ "b": 1 }, {\n    "b": 2,\n    "b": 3\n  }],\n  "a": 4\n}';
    expect(parseJson(text)).toEqual({
      ok: true,
      value: { a: 4, list: [{ b: 1 }, { b: 3 }] },
      duplicateKeys: [
        { path: ["list", 1], key: "b", firstLine: 4, line: 5 },
        { path: [], key: "a", firstLine: 2, line: 7 },
      ],
    });
  });

  it("does not count the same field in sibling objects, or an escaped spelling of another", () => {
    const text = '[{ "a": 1 }, { "a": 2 }, { "a\\u0062": 3, "ab": 4 }]';
    expect(parseJson(text)).toMatchObject({ ok: true, duplicateKeys: [{ path: [2], key: "ab" }] });
  });

  it("names a byte-order mark at the start", () => {
    expect(parseJson('\uFEFF{ "a": 1 }')).toEqual({
      ok: false,
      line: 1,
      column: 1,
      problem: "the file starts with a byte-order mark; remove the byte-order mark (save it as UTF-8 without BOM)",
    });
  });

  const TOO_DEEP = `lists and objects are nested more than ${MAX_NESTING} levels deep; the content needs only a few, so remove the extra "[" or "{"`;

  it("names nesting too deep for the checks at its place, instead of overflowing the stack", () => {
    const deep = `{\n  "a": ${"[".repeat(100_000)}${"]".repeat(100_000)}\n}`;
    expect(parseJson(deep)).toEqual({
      ok: false,
      line: 2,
      column: 8 + MAX_NESTING - 1,
      problem: TOO_DEEP,
      tooDeep: true,
    });
  });

  it("names nesting too deep in a file that is broken further on, too", () => {
    expect(parseJson(`${'[{"a":'.repeat(50_000)}`)).toMatchObject({ ok: false, problem: TOO_DEEP, tooDeep: true });
  });

  it("reads nesting up to the limit", () => {
    const deepest = `${"[".repeat(MAX_NESTING)}${"]".repeat(MAX_NESTING)}`;
    expect(parseJson(deepest)).toMatchObject({ ok: true });
  });

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected "," or "}"'],
    ['{\n  "a": 1,\n}', 3, 1, 'a trailing "," before "}" is not allowed'],
    ['[\n  "a",\n  "b",\n]', 4, 1, 'a trailing "," before "]" is not allowed'],
    ['{ "a": }', 1, 8, 'unexpected "}" where a value should be'],
    ["{ a: 1 }", 1, 3, "expected a field name in double quotes"],
    ['{ "a" 1 }', 1, 7, 'expected ":" after the field name'],
    ['{ "a": "line\nbreak" }', 1, 13, 'a text value contains a line break or control character (write "\\n" instead)'],
    ['{ "a": "\\x" }', 1, 9, '"\\x" is not a valid escape in a text value'],
    ["{ \"a\": 'single' }", 1, 8, `unexpected "'" where a value should be`],
    ['{ "a": 1 }\n}', 2, 1, "unexpected text after the end of the JSON value"],
    ['{\n  "a": [1, 2', 2, 13, "the file ends too early"],
    ["", 1, 1, "the file ends too early"],
  ])("locates the error in %j", (text, line, column, problem) => {
    expect(parseJson(text)).toEqual({ ok: false, line, column, problem });
  });
});
