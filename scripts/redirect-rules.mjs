/**
 * The build's _redirects rules, read by Netlify's own parser, for the
 * addresses no file answers: the first rule whose path matches is applied,
 * as Netlify does for rules without `!` (force). serve.mjs uses them so
 * local runs and end-to-end tests answer unknown addresses as production does.
 */
import { parseAllRedirects } from "@netlify/redirect-parser";

/** The file's rules, each with its path as a pattern; none without the file, the parser's words for a bad one. */
export async function readRedirectRules(redirectsFile) {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    configRedirects: [],
    minimal: true,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
  return redirects.map(({ from, to, status }) => ({ from, to, status: status ?? 301, pattern: patternOf(from) }));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A rule's path as a pattern: `*` at the end takes the rest (the splat), `:name` one segment. */
function patternOf(from) {
  const parts = from.replace(/\/+$/, "").split("/");
  const source = parts
    .map((part, index) => {
      if (part === "*" && index === parts.length - 1) return "(?<splat>.*)";
      if (part.startsWith(":")) return `(?<${part.slice(1)}>[^/]+)`;
      return escape(part);
    })
    .join("/");
  // "/de/*" also answers "/de" and "/de/", as Netlify's does.
  return new RegExp(`^${source.replace(/\/\(\?<splat>\.\*\)$/, "(?:/(?<splat>.*))?")}/?$`);
}

/** The first rule that answers the path, with its target filled in; none when no rule matches. */
export function firstRedirect(rules, path) {
  for (const rule of rules) {
    const match = rule.pattern.exec(path);
    if (!match) continue;
    const values = match.groups ?? {};
    const to = rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name) => (name in values ? (values[name] ?? "") : whole));
    return { to, status: rule.status };
  }
  return undefined;
}
