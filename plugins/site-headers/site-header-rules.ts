import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtHtmlFiles } from "../built-pages/built-pages";
import { deployContextHeaders } from "./deploy-context";
import {
  type HeaderRule,
  backendOrigin,
  buildCsp,
  buildHeaderRules,
  inlineHashes,
  isHashedBundle,
} from "./security-headers";

/**
 * Every header rule of a finished build: the CSP hashes the inline scripts
 * and styles of every built page, and the deploy context (Netlify's CONTEXT)
 * picks the indexing and HTTPS headers.
 */
export function siteHeaderRules(
  publicDir: string,
  backendUrl: string | undefined,
  deployContext: string | undefined,
): { csp: string; rules: HeaderRule[] } {
  const htmlFiles = builtHtmlFiles(publicDir);
  const pages = htmlFiles.map((file) => inlineHashes(readFileSync(join(publicDir, file), "utf8")));
  const csp = buildCsp({
    scriptHashes: pages.flatMap((page) => page.scripts),
    styleHashes: pages.flatMap((page) => page.styles),
    backendOrigin: backendOrigin(backendUrl),
  });
  const bundles = readdirSync(publicDir).filter(isHashedBundle).sort();
  return { csp, rules: buildHeaderRules(csp, htmlFiles, bundles, deployContextHeaders(deployContext)) };
}
