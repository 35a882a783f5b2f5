export interface HeaderRule {
  /** The rule's path as written, such as "/*" or "/static/*". */
  path: string;
  /** Netlify's reading of that path. */
  pattern: RegExp;
  headers: Record<string, string>;
}
export declare function readHeaderRules(files: {
  headersFile?: string;
  netlifyConfigPath?: string;
}): Promise<HeaderRule[]>;
/** The headers sent for the path, and the names (lower case) set by more than one matching rule. */
export declare function matchHeaders(
  rules: readonly HeaderRule[],
  path: string,
): { headers: Record<string, string>; setTwice: string[] };
export declare function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string>;
