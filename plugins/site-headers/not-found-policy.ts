import { builtPages, writeBuiltPages } from "../built-pages/built-pages";
import { type Document, type Element, attribute, elements, insertHtml, isTag, removeNode } from "../built-pages/html";
import { isAreaFile, type OwnArea } from "./security-headers";

/**
 * An unknown path outside every folder of the site matches only "/*", which
 * cannot carry the site's CSP (it also matches the editor's /admin/), and
 * Netlify answers it with a 404 page. So each 404 page carries the site's
 * policy itself, in a <meta> that the browser applies to everything after it.
 */

/**
 * Directives a policy in a <meta> cannot carry: browsers ignore them there
 * and say so in the console. Framing stays refused by X-Frame-Options, which
 * "/*" sends to every path.
 */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/** The site's policy as a <meta> may carry it. */
export function metaPolicy(csp: string): string {
  return csp
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join("; ");
}

/**
 * Gatsby writes src/pages/404.tsx as 404.html and 404/index.html, and the
 * languages plugin both again under each further language's folder.
 */
export function isNotFoundPage(file: string): boolean {
  return /^(?:[^/\\]+[/\\])?404(?:\.html|[/\\]index\.html)$/.test(file);
}

const isPolicyMeta = (element: Element) =>
  attribute(element, "http-equiv")?.trim().toLowerCase() === "content-security-policy";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Puts the policy into the page's <head>, before every script and style, in
 * place of any a page kept from an earlier build still holds: two policies
 * would both be enforced, and the older one names the older hashes. It goes
 * right after <meta charset>, which must stay within the page's first 1024
 * bytes.
 */
export function setPolicyMeta(document: Document, policy: string): void {
  const head = elements(document, "head")[0];
  if (!head) throw new Error("The 404 page has no <head> to carry the site's Content-Security-Policy");
  elements(head, "meta").filter(isPolicyMeta).forEach(removeNode);
  const first = head.children.findIndex(
    (child) => isTag(child) && !(child.name === "meta" && attribute(child, "charset") !== undefined),
  );
  insertHtml(
    head,
    first === -1 ? head.children.length : first,
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`,
  );
}

/** Writes the site's policy into every 404 page of the build; returns the pages written. */
export function writeNotFoundPolicy(publicDir: string, csp: string, areas: readonly OwnArea[]): string[] {
  const policy = metaPolicy(csp);
  const pages = builtPages(publicDir).filter((page) => isNotFoundPage(page.file) && !isAreaFile(areas, page.file));
  for (const page of pages) {
    try {
      setPolicyMeta(page.document, policy);
    } catch (error) {
      throw new Error(`public/${page.file}: ${(error as Error).message}`);
    }
  }
  return writeBuiltPages(publicDir, pages);
}
