import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The HTML files of a build, relative to public/ and sorted, as the post-build steps read them. */
export function builtHtmlFiles(publicDir: string): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && statSync(join(publicDir, file)).isFile())
    .sort();
}
