import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Document, parseHtml, serializeHtml } from "./html";

/** The HTML files of a build, relative to public/ and sorted, as the post-build steps read them. */
export function builtHtmlFiles(publicDir: string): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && statSync(join(publicDir, file)).isFile())
    .sort();
}

export interface BuiltPage {
  /** Relative to public/. */
  file: string;
  document: Document;
}

interface Loaded extends BuiltPage {
  html: string;
  mtimeMs: number;
  size: number;
}

/**
 * Gatsby compiles each plugin's gatsby-node on its own, so each has its own
 * copy of this module; the parsed pages are kept on the process, where every
 * post-build step and the adapter find the same trees.
 */
const STORE = Symbol.for("vienna-portfolio.built-pages");
const store = ((globalThis as Record<symbol, unknown>)[STORE] ??= new Map<string, Loaded>()) as Map<string, Loaded>;

/**
 * Every built page as a tree, parsed once per build: a page whose file is
 * as this process last read or wrote it comes from memory, any other (a new
 * build, an edit) is read again.
 */
export function builtPages(publicDir: string): BuiltPage[] {
  return builtHtmlFiles(publicDir).map((file) => {
    const path = join(publicDir, file);
    const { mtimeMs, size } = statSync(path);
    const known = store.get(path);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
    const html = readFileSync(path, "utf8");
    const page: Loaded = { file, document: parseHtml(html), html, mtimeMs, size };
    store.set(path, page);
    return page;
  });
}

/** Writes back the pages whose tree no longer reads as their file; returns them. */
export function writeBuiltPages(publicDir: string, pages: readonly BuiltPage[]): string[] {
  return pages
    .filter((page) => {
      const path = join(publicDir, page.file);
      const html = serializeHtml(page.document);
      const known = store.get(path);
      if (known?.document === page.document && known.html === html) return false;
      writeFileSync(path, html);
      const { mtimeMs, size } = statSync(path);
      store.set(path, { ...page, html, mtimeMs, size });
      return true;
    })
    .map((page) => page.file);
}

/** Runs steps on every built page's tree and writes back those that changed; returns them. */
export function rewriteBuiltPages(publicDir: string, steps: readonly ((document: Document) => void)[]): string[] {
  const pages = builtPages(publicDir);
  for (const page of pages) for (const step of steps) step(page.document);
  return writeBuiltPages(publicDir, pages);
}
