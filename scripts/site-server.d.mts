import type { Server } from "node:http";
import type { HeaderRule } from "./header-rules.mjs";

export interface RequestPath {
  encoded: string;
  decoded: string;
  search: string;
}
export declare function requestPath(target: string): RequestPath | null;
export declare function folderLocation(path: RequestPath): string;
export declare function createSiteServer(options: { root: string; configRules: readonly HeaderRule[] }): Server;
