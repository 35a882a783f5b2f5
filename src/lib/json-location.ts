export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; problem: string };

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {}
}

/**
 * JSON.parse, but a syntax error comes back with a line and column the owner
 * can jump to. Node's own messages give at most a character offset, and for
 * an unexpected token not even that, so the text is scanned once more to find
 * the spot.
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const { offset, problem } = findSyntaxError(text);
    const before = text.slice(0, offset).split("\n");
    return { ok: false, line: before.length, column: before[before.length - 1]!.length + 1, problem };
  }
}

function findSyntaxError(text: string): JsonSyntaxError {
  let i = 0;
  const fail = (problem: string): never => {
    throw new JsonSyntaxError(i, i >= text.length ? "the file ends too early" : problem);
  };
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i += 1;
  };
  const expect = (char: string, problem: string) => {
    skipSpace();
    if (text[i] !== char) fail(problem);
    i += 1;
  };

  const string = () => {
    i += 1;
    for (;;) {
      const char = text[i];
      if (char === undefined) fail("a text value is not closed with a double quote");
      if (char === '"') break;
      if (char! < " ") fail('a text value contains a line break or control character (write "\\n" instead)');
      if (char === "\\") {
        const escape = text[i + 1] ?? "";
        if (escape === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape !== "") i += 2;
        else fail(`"\\${escape}" is not a valid escape in a text value`);
      } else {
        i += 1;
      }
    }
    i += 1;
  };

  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === "{")
      return members("}", () => {
        skipSpace();
        if (text[i] !== '"') fail("expected a field name in double quotes");
        string();
        expect(":", 'expected ":" after the field name');
        value();
      });
    if (char === "[") return members("]", value);
    if (char === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!literal) fail(`unexpected ${JSON.stringify(char)} where a value should be`);
    i += literal![0].length;
  };

  const members = (close: string, member: () => void) => {
    i += 1;
    skipSpace();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      member();
      skipSpace();
      if (text[i] === close) break;
      if (text[i] !== ",") fail(`expected "," or "${close}"`);
      i += 1;
      skipSpace();
      if (text[i] === close) fail(`a trailing "," before "${close}" is not allowed`);
    }
    i += 1;
  };

  try {
    value();
    skipSpace();
    if (i < text.length) fail("unexpected text after the end of the JSON value");
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  return new JsonSyntaxError(text.length, "the file is not valid JSON");
}
