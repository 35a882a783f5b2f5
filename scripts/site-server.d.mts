import type { Server } from "node:http";

export interface RequestPath {
  encoded: string;
  decoded: string;
  search: string;
}
export declare function requestPath(target: string): RequestPath | null;
export declare function folderLocation(path: RequestPath): string;
export declare function createSiteServer(options: { root: string; netlifyConfigPath?: string }): Server;
