import { readdirSync } from "node:fs";
import { builtPages } from "../built-pages/built-pages";
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
  const built = builtPages(publicDir);
  const htmlFiles = built.map((page) => page.file);
  const pages = built.map((page) => inlineHashes(page.document));
  const csp = buildCsp({
    scriptHashes: pages.flatMap((page) => page.scripts),
    styleHashes: pages.flatMap((page) => page.styles),
    backendOrigin: backendOrigin(backendUrl),
  });
  const bundles = readdirSync(publicDir).filter(isHashedBundle).sort();
  return { csp, rules: buildHeaderRules(csp, htmlFiles, bundles, deployContextHeaders(deployContext)) };
}
