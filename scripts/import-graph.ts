import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The project's own imports as a graph, and the loops in it. A loop ties
 * modules together that should depend one way, so type-only imports count
 * too. (eslint-plugin-import's no-cycle checks values only, and took a
 * minute of the lint's time; TypeScript's own pre-parser takes a second.)
 */

const SOURCE = /\.(ts|tsx|mjs)$/;
const RESOLVED_EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The relative modules a file imports: import and export … from (types too), import() and require(). */
export function projectImports(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => file.fileName).filter((specifier) => specifier.startsWith("."));
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return RESOLVED_EXTENSIONS.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each module under `dirs` (relative to `root`) with the project modules it imports. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const targets = projectImports(readFileSync(file, "utf8"))
      .map((specifier) => resolveImport(file, specifier))
      .filter((path): path is string => path !== undefined);
    graph.set(relative(root, file), [...new Set(targets.map((path) => relative(root, path)))]);
  }
  return graph;
}

/** The graph's loops, each as the modules in it (Tarjan's strongly connected components, a module importing itself included). */
export function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return loops;
}

/**
 * The graph between the plugins: "plugins/a" → "plugins/b" where a module of
 * one imports a module of the other. Two plugins that import each other,
 * even through different modules, form a loop here.
 */
export function pluginGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const pluginOf = (module: string) => module.match(/^plugins[\\/][^\\/]+/)?.[0].replace("\\", "/");
  const plugins = new Map<string, Set<string>>();
  for (const [module, targets] of graph) {
    const from = pluginOf(module);
    if (!from) continue;
    const edges = plugins.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = pluginOf(target);
      if (to && to !== from) edges.add(to);
    }
    plugins.set(from, edges);
  }
  return new Map([...plugins].sort(([a], [b]) => a.localeCompare(b)).map(([name, edges]) => [name, [...edges].sort()]));
}

/** The imports from modules under `from` into modules under any of `into` (folders relative to the root). */
export function importsInto(
  graph: ReadonlyMap<string, readonly string[]>,
  from: string,
  into: readonly string[],
): string[] {
  const under = (module: string, folder: string) => module.split("\\").join("/").startsWith(`${folder}/`);
  return [...graph].flatMap(([module, targets]) =>
    under(module, from)
      ? targets
          .filter((target) => into.some((folder) => under(target, folder)))
          .map((target) => `${module} → ${target}`)
      : [],
  );
}

// `node --import tsx scripts/import-graph.ts` prints the plugin graph, for docs/architecture.md.
if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  for (const [plugin, edges] of pluginGraph(importGraph(join(__dirname, ".."), ["src", "plugins"])))
    console.log(`${plugin} → ${edges.join(", ") || "(none)"}`);
}
