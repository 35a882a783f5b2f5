export interface Sizes {
  raw: number;
  brotli: number;
  gzip: number;
}
export declare function brotliSize(buffer: Buffer): number;
export declare function gzipSize(buffer: Buffer): number;
export declare function scriptSources(html: string): string[];
export declare function inlineStyles(html: string): string;
export declare function stylesheetHrefs(html: string): string[];
export declare function languageCopies(publicDir: string, page: string): string[];
/** The built files a budget's page names: itself, or for a path with a "*" folder, the page in each folder there. */
export declare function builtPages(publicDir: string, page: string): string[];
export declare function pageDataDir(htmlPath: string): string;
export declare function measurePage(
  publicDir: string,
  htmlPath?: string,
): Promise<{ scripts: ({ src: string } & Sizes)[]; js: Sizes; css: Sizes; html: Sizes }>;
