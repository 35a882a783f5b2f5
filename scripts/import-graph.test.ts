import { join } from "node:path";
import { importGraph, importLoops, projectImports } from "./import-graph";

describe("projectImports", () => {
  it("lists the project modules a file imports, for values or types, and no packages", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C } from "./c";',
      'import { type D, d } from "./d";',
      'export { e } from "./e";',
      'export type { F } from "./f";',
      'const g = () => import("./g");',
      'const h = require("./h");',
      'import React from "react";',
    ].join("\n");
    expect(projectImports(text)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./g", "./h"]);
  });
});

describe("importLoops", () => {
  it("finds each loop once, and a module that imports itself", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(importLoops(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      importLoops(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("the project's imports", () => {
  it("run one way: no module of the site or its plugins imports itself through others", () => {
    const graph = importGraph(join(__dirname, ".."), ["src", "plugins"]);
    expect(graph.size).toBeGreaterThan(100);
    expect(importLoops(graph)).toEqual([]);
  });
});
