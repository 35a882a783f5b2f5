import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import cors from "cors";
import express, { type Request, type Response, type NextFunction } from "express";
import { validateContent } from "../site-content/validate";
import { EDIT_SERVER_HOST, EDIT_SERVER_PORT } from "./addresses";

/**
 * The local editing backend: decap-server's file-system middleware, which
 * writes what the editor saves into the working copy, bound to loopback only,
 * with the build's own content checks run before a save. A save the build
 * would refuse is answered with the build's lines and changes nothing.
 */

interface SavedFile {
  path: string;
  raw: string;
}
interface SavedAsset {
  path: string;
  content: string;
  encoding: "base64";
}

/** The files and pictures a persistEntry request would write, or null for any other request. */
function pendingSave(body: unknown): { files: SavedFile[]; assets: SavedAsset[] } | null {
  const request = body as {
    action?: string;
    params?: { entry?: SavedFile; dataFiles?: SavedFile[]; assets?: SavedAsset[] };
  };
  if (request?.action !== "persistEntry" || !request.params) return null;
  const { entry, dataFiles, assets = [] } = request.params;
  return { files: dataFiles ?? (entry ? [entry] : []), assets };
}

/**
 * The build's problems with content/ as it would be after the save: a copy
 * of the folder with the saved files and pictures written into it is checked
 * the way `gatsby build` checks content/.
 */
export async function problemsAfterSave(
  repoDir: string,
  contentDir: string,
  save: { files: SavedFile[]; assets: SavedAsset[] },
): Promise<string[]> {
  const copy = mkdtempSync(join(tmpdir(), "edit-check-"));
  try {
    cpSync(contentDir, copy, { recursive: true });
    const write = (path: string, data: string | Buffer) => {
      const inside = relative(contentDir, resolve(repoDir, path));
      // Paths outside content/ are left to decap-server, which refuses those outside the repository.
      if (inside.startsWith("..")) return;
      mkdirSync(dirname(join(copy, inside)), { recursive: true });
      writeFileSync(join(copy, inside), data);
    };
    save.files.forEach((file) => write(file.path, file.raw));
    save.assets.forEach((asset) => write(asset.path, Buffer.from(asset.content, asset.encoding)));
    return await validateContent(copy, relative(repoDir, contentDir).split("\\").join("/") || "content");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export interface EditServerOptions {
  /** The repository the editor saves into: the project, or a copy of it in tests. */
  repoDir: string;
  port?: number;
  logLevel?: string;
}

/** Starts the backend on 127.0.0.1 and resolves once it listens. */
export async function startEditServer({
  repoDir,
  port = EDIT_SERVER_PORT,
  logLevel = "warn",
}: EditServerOptions): Promise<Server> {
  const app = express();
  const contentDir = join(repoDir, "content");
  // What decap-server allows too: the editor's page on this machine, under any port.
  app.use(cors({ origin: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ }));
  app.use(express.json({ limit: "50mb" }));
  app.post("/api/v1", (request: Request, response: Response, next: NextFunction) => {
    const save = pendingSave(request.body);
    if (!save) return next();
    problemsAfterSave(repoDir, contentDir, save).then(
      (problems) => {
        if (problems.length === 0) return next();
        response.status(422).json({ error: `The build would refuse this change:\n${problems.join("\n")}` });
      },
      (error: unknown) => next(error),
    );
  });
  // decap-server reads the repository from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  // A webpack bundle: Node's ES module loader sees only its default export, a CommonJS loader its names.
  const loaded: typeof import("decap-server/dist/middlewares.js") & { default?: typeof loaded } =
    await import("decap-server/dist/middlewares.js");
  const { registerLocalFs } = loaded.default ?? loaded;
  await registerLocalFs(app, { logLevel });
  return new Promise((done, fail) => {
    const server = app.listen(port, EDIT_SERVER_HOST, () => done(server));
    server.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        error.code === "EADDRINUSE" ? new Error(`Port ${port} is taken: is \`npm run edit\` already running?`) : error,
      ),
    );
  });
}
