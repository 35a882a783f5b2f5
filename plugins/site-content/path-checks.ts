import { readdirSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, posix, relative, sep } from "node:path";

/**
 * How the content names a file: relative to content/, folders joined by "/",
 * without "./", "..", "//", a leading or a trailing "/". The rule is the same
 * on every platform: a backslash joins folders on Windows only and is part of
 * a file name elsewhere, so a path that works on the owner's laptop would break
 * the deploy. Each problem ends a sentence that starts with the field, and
 * none of these checks throws: a file system error becomes a problem too.
 */

/** The rule for the editors' JSON Schema: they flag a path while it is typed, the build says what to write. */
export const FILE_PATH_PATTERN = String.raw`^(?![a-zA-Z]:/)(?!/)(?!.*\\)(?!.*//)(?!.*/$)(?!(?:.*/)?\.\.?(?:/|$)).+$`;

/** "C:\Users\…" or "C:/Users/…": a path on the owner's own disk, which no build can reach. */
const DRIVE = /^[a-zA-Z]:\//;

/**
 * The path as the content must write it, or undefined when it leads out of
 * the content folder: backslashes as "/", no "." or ".." steps, no empty,
 * leading or trailing "/".
 */
export function cleanPath(path: string): string | undefined {
  const slashed = path.replaceAll("\\", "/");
  if (DRIVE.test(slashed) || slashed.startsWith("//")) return undefined;
  const clean = posix.normalize(slashed.replace(/^\/+/, "")).replace(/\/+$/, "");
  return clean === "." || clean === ".." || clean.startsWith("../") ? undefined : clean;
}

/** Whether the path is written as the rule asks; `shownAs` names the content folder in the message. */
export function writtenPathProblem(path: string, shownAs: string): string | undefined {
  const clean = cleanPath(path);
  if (clean === undefined) return `must be a path inside ${shownAs}/ (found "${path}")`;
  if (clean === path) return undefined;
  const segments = path.split("/");
  const detour = (segment: string, index: number) =>
    segment === "." || segment === ".." || (segment === "" && index < segments.length - 1);
  const rule = path.includes("\\")
    ? 'must use "/" between folders, not "\\"'
    : path.startsWith("/")
      ? `must be written from ${shownAs}/, without a "/" at the start`
      : segments.some(detour)
        ? `must be written from ${shownAs}/ without "./", "../" or "//"`
        : 'must name a file, without a "/" at the end';
  return `${rule}: write "${clean}" (found "${path}")`;
}

/**
 * A file system error as a problem with the path: a path that runs through
 * a file, or a file taken away since, does not exist; one the build may not
 * read says so.
 */
export function fileSystemProblem(error: unknown, path: string, shownAs: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return `points to "${path}", which does not exist under ${shownAs}/`;
  if (code === "EACCES" || code === "EPERM") {
    return `points to "${path}", which the build is not allowed to read (${code}); check the file's permissions`;
  }
  const reason = code ?? (error instanceof Error ? error.message.split("\n")[0] : String(error));
  return `points to "${path}", which cannot be read (${reason}); copy the file into ${shownAs}/ again`;
}

/**
 * Whether a cleanly written path names a file, in exactly this letter case
 * on every file system: a photo named Portrait-1.jpg but written
 * portrait-1.jpg passes on a Mac and breaks the build on the CDN.
 */
export function missingFileProblem(root: string, path: string, shownAs: string): string | undefined {
  try {
    let current = root;
    for (const segment of path.split("/")) {
      if (!readdirSync(current).includes(segment)) return `points to "${path}", which does not exist under ${shownAs}/`;
      current = join(current, segment);
    }
    return statSync(current).isFile() ? undefined : `points to "${path}", which is a folder; name a file in it`;
  } catch (error) {
    return fileSystemProblem(error, path, shownAs);
  }
}

/**
 * Whether the file really lies in the content folder once symbolic links are
 * followed: the build publishes what a link points at, so a link to a file
 * elsewhere would put that file on the site.
 */
export function outsideLinkProblem(root: string, path: string, shownAs: string): string | undefined {
  try {
    const inside = relative(realpathSync(root), realpathSync(join(root, path)));
    if (inside !== "" && inside !== ".." && !inside.startsWith(`..${sep}`) && !isAbsolute(inside)) return undefined;
    return `points to "${path}", a link to a file outside ${shownAs}/; copy the file itself into ${shownAs}/`;
  } catch (error) {
    return fileSystemProblem(error, path, shownAs);
  }
}
