export interface RedirectRule {
  /** The rule's path as written, such as "/de/*". */
  from: string;
  /** Where it sends or which file it serves, with `:splat` and placeholders as written. */
  to: string;
  status: number;
  /** Netlify's reading of `from`: a `*` at its end takes the rest, `:name` one segment. */
  pattern: RegExp;
}
export declare function readRedirectRules(redirectsFile: string): Promise<RedirectRule[]>;
/** The first rule that answers the path, with its target filled in. */
export declare function firstRedirect(
  rules: readonly RedirectRule[],
  path: string,
): { to: string; status: number } | undefined;
