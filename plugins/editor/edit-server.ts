import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import cors from "cors";
import express, { type NextFunction, type Request, type Response } from "express";
import { createContentSchemas } from "../site-content/schema";
import type { InterfaceTexts } from "../site-content/interface-texts";
import { validateContent } from "../site-content/validate";
import { EDIT_SERVER_PORT } from "./addresses";
import { parseRequest, requestSchemas, type BackendRequest } from "./backend-requests";
import { isChangeAction } from "./change-actions";
import { areaPaths, editorArea, fileSystemProblem, type EditorArea, isEntry } from "./editor-area";
import { isLoopbackOrigin, listenOnLoopback, loopbackOnly } from "./loopback";

/**
 * The local editing backend: decap-server's file-system middleware, which
 * writes what the editor saves into the working copy, behind a guard. The
 * guard answers only this computer, lets each action name only the files and
 * folders the editor works on, and runs the build's own content check on the
 * state every change would leave, one change at a time. A change the build
 * would refuse is answered with the build's lines and changes nothing.
 */

/** Where decap-server takes its actions, and the only address the backend answers. */
const API_PATH = "/api/v1";

/** Room for a picture or a CV, sent as base64 inside the JSON. */
const BODY_LIMIT_MB = 50;

/** What a change does to the repository, by paths relative to it. */
export interface ContentChange {
  writes: { path: string; data: string | Buffer }[];
  deletes: string[];
}

/**
 * The build's problems with content/ as it would be after the change: a copy
 * of the folder with the writes and deletes applied is checked the way
 * `gatsby build` checks content/.
 */
export async function problemsAfterChange(
  repoDir: string,
  contentDir: string,
  change: ContentChange,
  interfaceTexts?: InterfaceTexts,
): Promise<string[]> {
  const copy = mkdtempSync(join(tmpdir(), "edit-check-"));
  try {
    cpSync(contentDir, copy, { recursive: true });
    const inCopy = (path: string) => {
      const inside = relative(contentDir, resolve(repoDir, path));
      // The guard lets through only paths of the editor's area, which lies in content/ (checked at start-up).
      if (inside.startsWith("..")) throw new Error(`${path} is outside the content folder the check covers`);
      return join(copy, inside);
    };
    change.writes.forEach(({ path, data }) => {
      mkdirSync(dirname(inCopy(path)), { recursive: true });
      writeFileSync(inCopy(path), data);
    });
    change.deletes.forEach((path) => rmSync(inCopy(path), { force: true }));
    return await validateContent(
      copy,
      relative(repoDir, contentDir).split("\\").join("/") || "content",
      interfaceTexts,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function changeOf(request: BackendRequest): ContentChange {
  switch (request.action) {
    case "persistEntry": {
      const { entry, dataFiles, assets } = request.params;
      return {
        writes: [
          ...(entry ? [entry] : (dataFiles ?? [])).map(({ path, raw }) => ({ path, data: raw })),
          ...assets.map(({ path, content, encoding }) => ({ path, data: Buffer.from(content, encoding) })),
        ],
        deletes: [],
      };
    }
    case "persistMedia": {
      const { path, content, encoding } = request.params.asset;
      return { writes: [{ path, data: Buffer.from(content, encoding) }], deletes: [] };
    }
    case "deleteFile":
      return { writes: [], deletes: [request.params.path] };
    case "deleteFiles":
      return { writes: [], deletes: request.params.paths };
    default:
      return { writes: [], deletes: [] };
  }
}

/** The paths a request opens on disk, and whether each is meant as a file or a folder. */
function pathsOnDisk(request: BackendRequest): { path: string; kind: "file" | "folder" }[] {
  const files = (paths: string[]) => paths.map((path) => ({ path, kind: "file" as const }));
  switch (request.action) {
    case "getEntry":
    case "getMediaFile":
    case "deleteFile":
      return files([request.params.path]);
    case "entriesByFiles":
      return files(request.params.files.map(({ path }) => path));
    case "entriesByFolder":
      return [{ path: request.params.folder, kind: "folder" }];
    case "getMedia":
      return [{ path: request.params.mediaFolder, kind: "folder" }];
    case "persistEntry": {
      const { entry, dataFiles, assets } = request.params;
      const written = (entry ? [entry] : (dataFiles ?? [])).flatMap(({ path, newPath }) => [path, newPath ?? path]);
      return files([...written, ...assets.map(({ path }) => path)]);
    }
    case "persistMedia":
      return files([request.params.asset.path]);
    case "deleteFiles":
      return files(request.params.paths);
    default:
      return [];
  }
}

type Refusal = { status: number; error: string };

function commitMessageOf(request: BackendRequest): string | undefined {
  switch (request.action) {
    case "persistEntry":
    case "persistMedia":
    case "deleteFile":
    case "deleteFiles":
      return request.params.options.commitMessage;
    default:
      return undefined;
  }
}

/**
 * Commits the files a change wrote or deleted, and nothing else the working
 * copy holds, with the editor's message for it ("Update Content “site”"). The
 * change is saved either way; a commit git refuses is told in the terminal.
 */
function commitChange(repoDir: string, { writes, deletes }: ContentChange, message: string | undefined): void {
  const paths = [...writes.map(({ path }) => path), ...deletes];
  if (paths.length === 0 || !message) return;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repoDir, encoding: "utf8" });
  git("add", "--all", "--", ...paths);
  // Saving a text unchanged leaves nothing to commit.
  if (git("diff", "--cached", "--quiet", "--", ...paths).status === 0) return;
  const committed = git("commit", "--quiet", "--message", message, "--only", "--", ...paths);
  if (committed.status === 0) console.log(`Committed: ${message}`);
  else console.error(`Saved, but git did not commit it (${message}):\n${committed.stderr || committed.stdout}`);
}

/**
 * Why a save may not go where it says: every file it writes must be one of
 * the collection it names, and it may not move an entry. decap-server moves
 * a file only after it has answered, together with every other file in its
 * folder, so no check could vouch for a move; the editor names a post by its
 * file, so none of its collections asks for one.
 */
function collectionProblem(area: EditorArea, params: Extract<BackendRequest, { action: "persistEntry" }>["params"]) {
  const files = params.entry ? [params.entry] : (params.dataFiles ?? []);
  const moved = files.find(({ newPath }) => newPath !== undefined);
  if (moved)
    return `The editor keeps each entry in its own file and never moves one, so ${JSON.stringify(moved.path)} cannot become ${JSON.stringify(moved.newPath)}.`;
  const name = params.options.collectionName;
  // Without a collection, each path is still one of some collection's files: the request's schema asks that.
  if (name === undefined) return undefined;
  const folder = area.collectionFolders.get(name);
  if (folder !== undefined) {
    // A post: a file straight in its collection's folder, with the collection's extension.
    const stray = files.find(({ path }) => path.slice(0, path.lastIndexOf("/")) !== folder || !isEntry(area, path));
    return (
      stray && `${JSON.stringify(stray.path)} is not a post of the collection ${JSON.stringify(name)}, in ${folder}/.`
    );
  }
  const own = area.collections.get(name);
  if (!own) return `There is no collection named ${JSON.stringify(name)}.`;
  const stray = files.find(({ path }) => !own.has(path));
  return (
    stray &&
    `${JSON.stringify(stray.path)} is not a file of the collection ${JSON.stringify(name)}, whose files are ${[...own].join(", ")}.`
  );
}

/** Runs tasks one after another: each starts once the one before has settled, whether it succeeded or not. */
function serialiser() {
  let last: Promise<unknown> = Promise.resolve();
  return (task: () => Promise<void>) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

/** Words for the body parser's failures; anything else is a fault of the backend, told in the terminal. */
const BODY_ERRORS: Record<string, string> = {
  "entity.parse.failed": "The request's body is not a JSON object; send the action and its params as JSON.",
  "entity.too.large": `The request is larger than ${BODY_LIMIT_MB} MB; choose a smaller file.`,
  "encoding.unsupported": "The request must be sent as UTF-8 JSON, without a content encoding.",
  "charset.unsupported": "The request must be sent as UTF-8 JSON.",
  "request.aborted": "The request was cut off before its end.",
};

export interface EditServerOptions {
  /** The repository the editor saves into: the project, or a copy of it in tests. */
  repoDir: string;
  port?: number;
  logLevel?: string;
  /** The interface's texts the owner may reword; each save is checked against them as the build checks. */
  interfaceTexts?: InterfaceTexts;
  /** Commit each change that lands, alone, with the message the editor gives it (`npm run edit -- --commit`). */
  commit?: boolean;
}

/** Starts the backend on 127.0.0.1 and resolves once it listens. */
export async function startEditServer({
  repoDir,
  port = EDIT_SERVER_PORT,
  logLevel = "warn",
  interfaceTexts,
  commit = false,
}: EditServerOptions): Promise<Server> {
  const contentDir = join(repoDir, "content");
  const repoRoot = realpathSync(repoDir);
  const area = editorArea(createContentSchemas(contentDir, undefined, undefined, interfaceTexts));
  const uncovered = areaPaths(area).find((path) => relative(contentDir, resolve(repoDir, path)).startsWith(".."));
  if (uncovered)
    throw new Error(`The editor's configuration names ${uncovered}, outside content/, the one folder the check covers`);
  const schemas = requestSchemas(area);
  const serialise = serialiser();

  const refuse = (response: Response, { status, error }: Refusal) => void response.status(status).json({ error });
  const fileRefusal = async (request: BackendRequest): Promise<Refusal | undefined> => {
    for (const { path, kind } of pathsOnDisk(request)) {
      const refusal = await fileSystemProblem(repoRoot, path, kind);
      if (refusal) return refusal;
    }
    return undefined;
  };
  const changeRefusal = async (request: BackendRequest, change: ContentChange): Promise<Refusal | undefined> => {
    const refusal = await fileRefusal(request);
    if (refusal) return refusal;
    const misplaced = request.action === "persistEntry" ? collectionProblem(area, request.params) : undefined;
    if (misplaced) return { status: 422, error: misplaced };
    const problems = await problemsAfterChange(repoDir, contentDir, change, interfaceTexts);
    if (problems.length > 0)
      return { status: 422, error: `The build would refuse this change:\n${problems.join("\n")}` };
    return undefined;
  };
  const guard = async (request: Request, response: Response, next: NextFunction) => {
    if (!request.is("application/json"))
      return refuse(response, { status: 400, error: "The request must be JSON, sent as application/json." });
    const parsed = parseRequest(schemas, request.body);
    if (!parsed.ok) return refuse(response, parsed);
    const backendRequest = parsed.request;
    if (!isChangeAction(backendRequest.action)) {
      const refusal = await fileRefusal(backendRequest);
      return refusal ? refuse(response, refusal) : next();
    }
    // Read once: a picture's base64 is decoded here for the check and its paths serve the commit.
    const change = changeOf(backendRequest);
    // The next change waits until decap-server has answered this one (and it is committed), so it is checked
    // against what this one left.
    await serialise(
      () =>
        new Promise<void>((done, fail) => {
          response.once("close", done).once("finish", () => {
            if (commit && response.statusCode === 200) commitChange(repoDir, change, commitMessageOf(backendRequest));
            done();
          });
          changeRefusal(backendRequest, change).then((refusal) => (refusal ? refuse(response, refusal) : next()), fail);
        }),
    );
  };

  const app = express();
  app.disable("x-powered-by");
  // Before anything reads the body: a request from elsewhere gets no further than its headers.
  app.use(loopbackOnly);
  app.use(cors({ origin: (origin, answer) => answer(null, origin === undefined || isLoopbackOrigin(origin)) }));
  app.use(express.json({ limit: `${BODY_LIMIT_MB}mb` }));
  app.post(API_PATH, (request: Request, response: Response, next: NextFunction) => {
    guard(request, response, next).catch(next);
  });
  // decap-server reads the repository from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  // A webpack bundle: Node's ES module loader sees only its default export, a CommonJS loader its names.
  const loaded: typeof import("decap-server/dist/middlewares.js") & { default?: typeof loaded } =
    await import("decap-server/dist/middlewares.js");
  const { registerLocalFs } = loaded.default ?? loaded;
  await registerLocalFs(app, { logLevel });
  app.use((_request: Request, response: Response) =>
    refuse(response, { status: 404, error: `This backend answers only POST requests to ${API_PATH}.` }),
  );
  // Express's own handler answers with an HTML page holding the stack and the project's absolute paths.
  app.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const { type, status } = error as { type?: unknown; status?: unknown };
    const known = typeof type === "string" ? BODY_ERRORS[type] : undefined;
    if (known) return refuse(response, { status: typeof status === "number" ? status : 400, error: known });
    console.error(error);
    response.status(500).json({
      error: "The editing backend failed on this request; the terminal running `npm run edit` shows why.",
    });
  });

  return listenOnLoopback(app, port);
}
