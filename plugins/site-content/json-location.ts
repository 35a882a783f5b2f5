/**
 * JSON.parse for files the owner edits by hand: a syntax error comes back
 * with a line and column to jump to, a field written twice in one object
 * (where JSON.parse silently keeps the last) is reported with both lines,
 * and a byte-order mark, invisible in most editors, is named as such.
 */
export type JsonPath = (string | number)[];

export interface DuplicateKey {
  /** The object holding the field twice. */
  path: JsonPath;
  key: string;
  firstLine: number;
  line: number;
}

export type JsonParseResult =
  | { ok: true; value: unknown; duplicateKeys: DuplicateKey[] }
  /** `tooDeep`: valid JSON, but nested deeper than MAX_NESTING at that place. */
  | { ok: false; line: number; column: number; problem: string; tooDeep?: true };

const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The deepest nesting of lists and objects a file may have. The content nests
 * a few levels (a topic's keywords are four deep), and the reader and the
 * checks after it descend one call per level, so a file nested thousands deep
 * would overflow the stack instead of getting a message.
 */
export const MAX_NESTING = 32;

export function parseJson(text: string): JsonParseResult {
  if (text.startsWith(BYTE_ORDER_MARK)) {
    return {
      ok: false,
      line: 1,
      column: 1,
      problem: "the file starts with a byte-order mark; remove the byte-order mark (save it as UTF-8 without BOM)",
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return failure(text, scan(text).error ?? new JsonSyntaxError(text.length, "the file is not valid JSON"));
  }
  const { error, duplicateKeys } = scan(text);
  if (error instanceof NestingError) return failure(text, error);
  return { ok: true, value, duplicateKeys };
}

function failure(text: string, error: JsonSyntaxError): JsonParseResult {
  const { line, column } = locate(text, error.offset);
  const tooDeep = error instanceof NestingError ? { tooDeep: true as const } : {};
  return { ok: false, line, column, problem: error.problem, ...tooDeep };
}

function locate(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {}
}

/** Valid JSON that the checks would need too deep a stack for. */
class NestingError extends JsonSyntaxError {}

interface ScanResult {
  error?: JsonSyntaxError;
  duplicateKeys: DuplicateKey[];
}

/**
 * Walks the text once as a JSON reader would. Node's own parse errors give
 * at most a character offset, and for an unexpected token not even that.
 */
function scan(text: string): ScanResult {
  let i = 0;
  const path: JsonPath = [];
  const duplicateKeys: DuplicateKey[] = [];
  const lineAt = (offset: number) => locate(text, offset).line;

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

  const object = () => {
    const seen = new Map<string, number>();
    members("}", () => {
      skipSpace();
      if (text[i] !== '"') fail("expected a field name in double quotes");
      const start = i;
      string();
      const key = JSON.parse(text.slice(start, i)) as string;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, start);
      else duplicateKeys.push({ path: [...path], key, firstLine: lineAt(first), line: lineAt(start) });
      expect(":", 'expected ":" after the field name');
      path.push(key);
      value();
      path.pop();
    });
  };

  const array = () => {
    let index = 0;
    members("]", () => {
      path.push(index);
      value();
      path.pop();
      index += 1;
    });
  };

  let depth = 0;
  const nested = (read: () => void) => {
    depth += 1;
    if (depth > MAX_NESTING) {
      throw new NestingError(
        i,
        `lists and objects are nested more than ${MAX_NESTING} levels deep; the content needs only a few, so remove the extra "[" or "{"`,
      );
    }
    read();
    depth -= 1;
  };

  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === "{") return nested(object);
    if (char === "[") return nested(array);
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
    if (error instanceof JsonSyntaxError) return { error, duplicateKeys };
    throw error;
  }
  return { duplicateKeys };
}
