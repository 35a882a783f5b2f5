import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_MARKER, buildSource, type BuildSource } from "../../plugins/site-content/content-dir";

const projectDir = join(__dirname, "../..");
/** The backend `npm run build:e2e` points the site at. */
const E2E_BACKEND_URL = "http://127.0.0.1:54321";
/** What the checks read beside public/: what the build was made from, and webpack's stats (the budget). */
const BESIDE_PUBLIC = [BUILD_MARKER, ".cache/webpack.stats.json"];

function readMarker(path: string): BuildSource | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as BuildSource;
  } catch {
    return undefined;
  }
}

const e2eSource = (contentDir: string) =>
  buildSource(projectDir, { CONTENT_DIR: contentDir, GATSBY_SUPABASE_URL: E2E_BACKEND_URL });

/** Whether the project, or a copy of its build, holds what `npm run build:e2e` makes from this content. */
const holdsE2eBuildOf = (dir: string, contentDir: string) =>
  JSON.stringify(readMarker(join(dir, BUILD_MARKER))) === JSON.stringify(e2eSource(contentDir));

/** Whether public/ holds what `npm run build:e2e` makes from this content folder (relative to the project). */
export const isBuiltForE2e = (contentDir: string) => holdsE2eBuildOf(projectDir, contentDir);

/** The built site the end-to-end checks serve and read: public/ unless SITE_DIR names a copy of it. */
export const siteDir = () => resolve(projectDir, process.env.SITE_DIR || "public");

/**
 * `npm test` builds each suite's content once, ahead of the suites, and keeps
 * a copy of each build in its own folder under `copiesDir` (public/ and the
 * files read beside it), so the next content can be built while the copy is
 * being tested.
 */
export const builtCopyDir = (copiesDir: string, contentDir: string) =>
  join(resolve(projectDir, copiesDir), contentDir.replace(/^\.+/, "").replace(/[^\w.-]+/g, "_"));

/** Copies public/, just built for the e2e tests from this content, to its folder under `copiesDir`. */
export function keepBuiltCopy(copiesDir: string, contentDir: string) {
  if (!isBuiltForE2e(contentDir)) throw new Error(`public/ does not hold the e2e build of ${contentDir}/`);
  const copy = builtCopyDir(copiesDir, contentDir);
  rmSync(copy, { recursive: true, force: true });
  for (const path of ["public", ...BESIDE_PUBLIC])
    cpSync(join(projectDir, path), join(copy, path), { recursive: true });
  return join(copy, "public");
}

/** The kept copy of this content's e2e build, if `copiesDir` holds one. */
export function builtCopy(copiesDir: string, contentDir: string): string | undefined {
  const copy = builtCopyDir(copiesDir, contentDir);
  return holdsE2eBuildOf(copy, contentDir) && existsSync(join(copy, "public")) ? join(copy, "public") : undefined;
}

/** Where the e2e build of this content is: its kept copy under E2E_BUILD_COPIES, else public/ if it holds that build. */
export function e2eBuildOf(contentDir: string): string | undefined {
  const copiesDir = process.env.E2E_BUILD_COPIES;
  const copy = copiesDir ? builtCopy(copiesDir, contentDir) : undefined;
  if (copy) return copy;
  return isBuiltForE2e(contentDir) ? join(projectDir, "public") : undefined;
}
