import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importGraph, importLoops, importsInto, pluginGraph, projectImports } from "./import-graph";

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

describe("pluginGraph", () => {
  it("joins the modules of each plugin, so two plugins importing each other through different modules form a loop", () => {
    const graph = new Map([
      ["plugins/a/one.ts", ["plugins/b/two.ts", "plugins/a/three.ts"]],
      ["plugins/a/three.ts", ["src/lib/x.ts"]],
      ["plugins/b/two.ts", []],
      ["plugins/b/four.ts", ["plugins/a/three.ts"]],
      ["src/lib/x.ts", []],
    ]);
    const plugins = pluginGraph(graph);
    expect(plugins).toEqual(
      new Map([
        ["plugins/a", ["plugins/b"]],
        ["plugins/b", ["plugins/a"]],
      ]),
    );
    expect(importLoops(plugins)).toEqual([["plugins/a", "plugins/b"]]);
  });
});

describe("the project's imports", () => {
  const graph = importGraph(join(__dirname, ".."), ["src", "plugins"]);

  it("run one way: no module of the site or its plugins imports itself through others", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(importLoops(graph)).toEqual([]);
  });

  it("keep the interface's texts out of the content schema, so a new text changes no generated file", () => {
    const texts = ["en.ts", "de.ts", "messages.ts", "message-tables.ts", "interface-texts.ts"].map(
      (file) => `src/i18n/${file}`,
    );
    const found = [...graph].flatMap(([module, targets]) =>
      module.startsWith("plugins/site-content/")
        ? targets.filter((target) => texts.includes(target)).map((target) => `${module} → ${target}`)
        : [],
    );
    expect(found).toEqual([]);
  });

  it("let the content plugin read from the site only its vocabularies and word rules, never a component", () => {
    // Everything site-content loads from src/, followed through their own imports: the lists of values the
    // schema allows (sections, icons, languages…) and the chat's word rules, which render nothing.
    const reached = new Set<string>();
    const follow = (module: string) => {
      for (const target of graph.get(module) ?? []) {
        if (!target.startsWith("src/") || reached.has(target)) continue;
        reached.add(target);
        follow(target);
      }
    };
    [...graph.keys()].filter((module) => module.startsWith("plugins/site-content/")).forEach(follow);
    expect(reached.size).toBeGreaterThan(3);
    const rendering = [...reached].filter(
      (module) => module.endsWith(".tsx") || /from "react"/.test(readFileSync(join(__dirname, "..", module), "utf8")),
    );
    expect(rendering).toEqual([]);
  });

  it("let gatsby-config reach a plugin only through its config.ts, and the plugins through options", () => {
    const imports = projectImports(readFileSync(join(__dirname, "../gatsby-config.ts"), "utf8"));
    expect(
      imports.filter((path) => path.startsWith("./plugins/") && !/^\.\/plugins\/[\w-]+\/config$/.test(path)),
    ).toEqual([]);
  });

  it("keep the generic interface pieces free of the app: src/components/ui imports no feature, section, boot code or text", () => {
    const app = ["src/boot", "src/i18n", "src/features", "src/components/sections", "src/pages"];
    const messages = "src/hooks/use-messages.ts";
    expect(importsInto(graph, "src/components/ui", app)).toEqual([]);
    const usingMessages = [...graph].filter(
      ([module, targets]) => module.startsWith("src/components/ui/") && targets.includes(messages),
    );
    expect(usingMessages.map(([module]) => module)).toEqual([]);
  });

  it("run one way between plugins: no two plugins import each other, directly or around a ring", () => {
    const plugins = pluginGraph(graph);
    expect(plugins.size).toBeGreaterThan(5);
    expect(importLoops(plugins)).toEqual([]);
  });
});
