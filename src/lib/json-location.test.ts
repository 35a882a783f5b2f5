import { parseJson } from "./json-location";

describe("parseJson", () => {
  it("returns the value of valid JSON", () => {
    expect(parseJson('{ "a": [1, "two", true, null, -3.5e2] }')).toEqual({
      ok: true,
      value: { a: [1, "two", true, null, -350] },
    });
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
