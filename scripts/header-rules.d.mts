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
export declare function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string>;
export declare function headersSetTwice(rules: readonly HeaderRule[], path: string): string[];
