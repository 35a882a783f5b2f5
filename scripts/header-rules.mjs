/**
 * Netlify's header rules, read by Netlify's own parser: the [[headers]]
 * tables of netlify.toml merged with the _headers file of the publish
 * directory. serve.mjs applies them, so local runs and end-to-end tests get
 * exactly the headers production sends.
 */
import { parseAllHeaders } from "@netlify/headers-parser";

/** Both files' rules, or the parser's own words for the first malformed one. */
export async function readHeaderRules({ headersFile, netlifyConfigPath }) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: headersFile ? [headersFile] : [],
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
  return headers.map((rule) => ({ path: rule.for, pattern: rule.forRegExp, headers: rule.values }));
}

/**
 * One walk over the rules that match a request path: the headers sent, and
 * the names set by more than one of those rules. A later matching rule's
 * value replaces an earlier one's, as Netlify's own local server applies
 * them; Netlify promises nothing for such overlaps, so no path may depend on
 * them (docs/decisions/0013-header-layout.md) and the names are reported.
 * Names compare in any case.
 */
export function matchHeaders(rules, path) {
  const headers = {};
  const setTwice = new Set();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing === undefined) headers[name] = value;
      else {
        delete headers[existing];
        headers[name] = value;
        setTwice.add(name.toLowerCase());
      }
    }
  }
  return { headers, setTwice: [...setTwice] };
}

/** The headers for one request path, as Netlify applies its rules. */
export const headersFor = (rules, path) => matchHeaders(rules, path).headers;
