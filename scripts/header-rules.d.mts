export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}
export declare function rulesFromToml(text: string): HeaderRule[];
export declare function rulesFromHeadersFile(text: string): HeaderRule[];
export declare function pathMatches(rulePath: string, path: string): boolean;
export declare function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string>;
