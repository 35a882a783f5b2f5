/**
 * The Jest globals the Edge Function's tests use (describe, it, it.each,
 * hooks, expect, jest.fn), mapped onto Deno.test, so `deno test` runs the
 * same test files Jest runs: the function really runs on Deno, whose URL
 * parser and Request differ from Node's. expect and jest-mock are Jest's
 * own packages, so an assertion means the same in both runtimes.
 *
 * Imported first by track-cv-download.deno.ts (npm run test:deno). The files
 * run unchecked (--no-check): their types are Jest's, which tsc checks.
 */
import { expect } from "expect";
import { fn } from "jest-mock";

type Hook = () => unknown;
type TestFn = () => unknown;

interface Block {
  name: string;
  beforeAll: Hook[];
  afterAll: Hook[];
  beforeEach: Hook[];
  afterEach: Hook[];
  tests: number;
  finished: number;
  started: boolean;
}

const newBlock = (name: string): Block => ({
  name,
  beforeAll: [],
  afterAll: [],
  beforeEach: [],
  afterEach: [],
  tests: 0,
  finished: 0,
  started: false,
});

/** The describe blocks around the code being registered, outermost (the file) first. */
const stack: Block[] = [newBlock("")];
const current = () => stack[stack.length - 1]!;

async function runAll(hooks: readonly Hook[]): Promise<void> {
  for (const hook of hooks) await hook();
}

function register(name: string, body: TestFn): void {
  const blocks = [...stack];
  blocks.forEach((block) => (block.tests += 1));
  const title = [...blocks.map((block) => block.name), name].filter(Boolean).join(" › ");
  Deno.test(title, async () => {
    // Deno runs a file's tests in order, one at a time, so beforeAll can wait for a block's first test.
    for (const block of blocks) {
      if (!block.started) await runAll(block.beforeAll);
      block.started = true;
    }
    try {
      for (const block of blocks) await runAll(block.beforeEach);
      await body();
    } finally {
      for (const block of [...blocks].reverse()) await runAll(block.afterEach);
      for (const block of [...blocks].reverse()) {
        block.finished += 1;
        if (block.finished === block.tests) await runAll(block.afterAll);
      }
    }
  });
}

/** Jest's printf-style titles for it.each: %s, %p, %j, %i, %d and %# (the row's index). */
function title(template: string, args: readonly unknown[], index: number): string {
  let next = 0;
  return template.replace(/%[spjid#%]/g, (token) => {
    if (token === "%%") return "%";
    if (token === "%#") return String(index);
    const value = args[next++];
    if (token === "%s") return String(value);
    if (token === "%i" || token === "%d") return String(Math.trunc(Number(value)));
    return Deno.inspect(value);
  });
}

function each(table: readonly unknown[]) {
  return (template: string, body: (...args: unknown[]) => unknown) =>
    table.forEach((row, index) => {
      const args = Array.isArray(row) ? row : [row];
      register(title(template, args, index), () => body(...args));
    });
}

const it = Object.assign(register, { each });

function describe(name: string, body: () => void): void {
  stack.push(newBlock(name));
  try {
    body();
  } finally {
    stack.pop();
  }
}

const hook = (kind: "beforeAll" | "afterAll" | "beforeEach" | "afterEach") => (body: Hook) =>
  current()[kind].push(body);

Object.assign(globalThis, {
  describe,
  it,
  test: it,
  beforeAll: hook("beforeAll"),
  afterAll: hook("afterAll"),
  beforeEach: hook("beforeEach"),
  afterEach: hook("afterEach"),
  expect,
  jest: { fn },
});
