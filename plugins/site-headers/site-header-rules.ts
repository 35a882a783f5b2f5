import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../built-pages/built-pages";
import {
  type HeaderRule,
  backendOrigin,
  buildCsp,
  buildHeaderRules,
  inlineHashes,
  isAreaFile,
  type OwnArea,
} from "./security-headers";

/** Netlify reads these two files of the publish folder and never serves them, so no rule names them. */
const CDN_FILES = new Set(["_headers", "_redirects"]);

/** Every file of public/, relative to it with "/" between folders, sorted. */
export function publicFiles(publicDir: string): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => !CDN_FILES.has(file) && statSync(join(publicDir, file)).isFile())
    .map((file) => file.split("\\").join("/"))
    .sort();
}

/**
 * Every header rule of a finished build: the CSP hashes the inline scripts
 * and styles of every page of the site (an own area's pages are none of them),
 * and the deploy context (Netlify's CONTEXT) picks the indexing and HTTPS
 * headers.
 */
export function siteHeaderRules(
  publicDir: string,
  backendUrl: string | undefined,
  deployContext: string | undefined,
  areas: readonly OwnArea[],
): { csp: string; rules: HeaderRule[] } {
  const pages = builtPages(publicDir)
    .filter((page) => !isAreaFile(areas, page.file))
    .map((page) => inlineHashes(page.document));
  const csp = buildCsp({
    scriptHashes: pages.flatMap((page) => page.scripts),
    styleHashes: pages.flatMap((page) => page.styles),
    backendOrigin: backendOrigin(backendUrl),
  });
  return { csp, rules: buildHeaderRules({ csp, files: publicFiles(publicDir), deployContext, areas }) };
}
