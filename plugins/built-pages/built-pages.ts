import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The HTML files of a build, relative to public/ and sorted, as the post-build steps read them. */
export function builtHtmlFiles(publicDir: string): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && statSync(join(publicDir, file)).isFile())
    .sort();
}

/** Passes every built page through the steps in order and writes back those that changed; returns them. */
export function rewriteBuiltPages(publicDir: string, steps: readonly ((html: string) => string)[]): string[] {
  return builtHtmlFiles(publicDir).filter((file) => {
    const path = join(publicDir, file);
    const html = readFileSync(path, "utf8");
    const rewritten = steps.reduce((page, step) => step(page), html);
    if (rewritten === html) return false;
    writeFileSync(path, rewritten);
    return true;
  });
}
