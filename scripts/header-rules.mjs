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
 * The headers for one request path. When several matching rules set the same
 * header, Netlify joins the values with ", ", so a clash shows up here as it
 * would in production (for Cache-Control or CSP it would be a bug).
 */
export function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) addHeader(headers, name, value);
  }
  return headers;
}

/** Header names set by more than one rule that matches the path: each would reach the browser as one joined value. */
export function headersSetTwice(rules, path) {
  const counts = new Map();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(path))) {
    for (const name of Object.keys(rule.headers))
      counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([name]) => name);
}

function addHeader(headers, name, value) {
  const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
  if (existing) headers[existing] = `${headers[existing]}, ${value}`;
  else headers[name] = value;
}
