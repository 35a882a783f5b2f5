import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtHtmlFiles } from "../html/built-pages";
import { deployContextHeaders } from "./deploy-context";
import {
  backendOrigin,
  buildCsp,
  buildHeaderRules,
  inlineHashes,
  isHashedBundle,
  renderHeadersFile,
} from "./security-headers";

/**
 * Hashes the inline scripts and styles of every built page and writes
 * public/_headers, the CDN's per-path header file, with the headers of the
 * deploy context (Netlify's CONTEXT) being built. Returns the CSP.
 */
export function writeHeadersFile(
  publicDir: string,
  backendUrl: string | undefined,
  deployContext: string | undefined,
): string {
  const htmlFiles = builtHtmlFiles(publicDir);
  const pages = htmlFiles.map((file) => inlineHashes(readFileSync(join(publicDir, file), "utf8")));
  const csp = buildCsp({
    scriptHashes: pages.flatMap((page) => page.scripts),
    styleHashes: pages.flatMap((page) => page.styles),
    backendOrigin: backendOrigin(backendUrl),
  });
  const bundles = readdirSync(publicDir).filter(isHashedBundle).sort();
  writeFileSync(
    join(publicDir, "_headers"),
    renderHeadersFile(buildHeaderRules(csp, htmlFiles, bundles, deployContextHeaders(deployContext))),
  );
  return csp;
}
