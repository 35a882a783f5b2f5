/** decap-server ships no types; this is the one function the edit server uses. */
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";

  /** Registers the file-system backend on `app`, saving into GIT_REPO_DIRECTORY (or the working directory). */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
