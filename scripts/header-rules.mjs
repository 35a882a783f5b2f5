/**
 * Netlify's header rules, read the way Netlify reads them: the [[headers]]
 * tables of netlify.toml and the _headers file in the publish directory.
 * serve.mjs applies them so local runs and end-to-end tests get exactly the
 * headers production sends.
 */
import { parse } from "smol-toml";

export function rulesFromToml(text) {
  const config = parse(text);
  return (config.headers ?? []).map((rule) => ({
    path: String(rule.for),
    headers: Object.fromEntries(Object.entries(rule.values ?? {}).map(([name, value]) => [name, String(value)])),
  }));
}

export function rulesFromHeadersFile(text) {
  const rules = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      rules.push({ path: line, headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (colon < 1 || !rule) throw new Error(`_headers line ${index + 1} is neither a path nor "Name: value": ${line}`);
    addHeader(rule.headers, line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return rules;
}

/** A path ending in "*" matches everything below it ("/*" matches "/" too); any other path only itself. */
export function pathMatches(rulePath, path) {
  return rulePath.endsWith("*") ? path.startsWith(rulePath.slice(0, -1)) : rulePath === path;
}

/**
 * The headers for one request path. When several matching rules set the same
 * header, Netlify joins the values with ", ", so a clash shows up here as it
 * would in production (for Cache-Control or CSP it would be a bug).
 */
export function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) addHeader(headers, name, value);
  }
  return headers;
}

function addHeader(headers, name, value) {
  const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
  if (existing) headers[existing] = `${headers[existing]}, ${value}`;
  else headers[name] = value;
}
