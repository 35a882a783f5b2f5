import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Copies the project's sources into `target` for a build that must not touch
 * the real one (the section guide carried out, broken content built): the
 * files git tracks or would track, as they are in the working copy, so
 * nothing a build or test run leaves behind comes along, with node_modules
 * linked rather than copied. Paths under `leaveOut` (folders, relative to the
 * project) stay out too.
 */
export function copyProject(projectDir, target, { leaveOut = [] } = {}) {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectDir,
    encoding: "utf8",
  });
  const outside = (file) => leaveOut.some((folder) => file === folder || file.startsWith(`${folder}/`));
  // A tracked file deleted in the working copy is listed but absent; the copy is of the working copy.
  const files = listed.split("\0").filter((file) => file && !outside(file) && existsSync(join(projectDir, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(projectDir, file), join(target, file));
  }
  symlinkSync(join(projectDir, "node_modules"), join(target, "node_modules"), "dir");
  return files.length;
}
