import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autoprefixer from "autoprefixer";
import { build } from "esbuild";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import loadConfig from "tailwindcss/loadConfig";
import { parse } from "yaml";
import { ADMIN_DIR } from "./addresses";
import { DECAP_CONFIG_FILE } from "./decap-config";

/**
 * The editor's page, /admin/: Decap CMS with the site's own format and
 * previews, bundled by esbuild into public/admin/ after the site is built.
 * Nothing of it reaches a visitor's page: no Gatsby page imports it, and its
 * files live in their own folder under their own headers.
 */

/** The editor's code in the browser, relative to the project. */
const ADMIN_ENTRY = "plugins/editor/admin/cms.tsx";
/** The site's styles, compiled as the site's build compiles them, for the preview pane. */
const SITE_STYLES = "src/styles/global.css";

async function previewStyles(projectDir: string): Promise<string> {
  const from = join(projectDir, SITE_STYLES);
  const config = loadConfig(join(projectDir, "tailwind.config.ts"));
  // The previews' own layout classes are written in this plugin, beside the site's.
  const content = [...(config.content as string[]), join(projectDir, "plugins/editor/admin/*.tsx")];
  const processor = postcss([tailwindcss({ ...config, content }), autoprefixer]);
  return (await processor.process(readFileSync(from, "utf8"), { from })).css;
}

interface DecapConfig {
  backend: { name: string; branch: string; repo?: string };
  site_url?: string;
  display_url?: string;
  collections: { files: { fields: unknown[] }[] }[];
  [key: string]: unknown;
}

/**
 * "owner/name" of the GitHub repository the site is built from: Netlify sets
 * REPOSITORY_URL on every build; EDITOR_REPO names it anywhere else.
 */
export function githubRepo(env: NodeJS.ProcessEnv): string | null {
  if (env.EDITOR_REPO) return env.EDITOR_REPO;
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return match ? match[1]! : null;
}

/** The committed configuration with what only the build knows: the repository and the site's address. */
export function deployedConfig(configText: string, repo: string | null, siteUrl: string | undefined): DecapConfig {
  const config = parse(configText) as DecapConfig;
  if (repo) config.backend.repo = repo;
  if (siteUrl) {
    config.site_url = siteUrl;
    config.display_url = siteUrl;
  }
  return config;
}

const pageHtml = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="${script}"></script>
  </body>
</html>
`;

const hashed = (name: string, text: string | Uint8Array, extension: string) =>
  `${name}.${createHash("sha256").update(text).digest("hex").slice(0, 12)}.${extension}`;

export interface AdminPageOptions {
  projectDir: string;
  publicDir: string;
  siteUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** Production builds minify; `npm run edit` skips it for a quicker start. */
  minify?: boolean;
}

/**
 * Writes public/admin/: index.html and the bundle, which carries the
 * configuration, so no YAML is fetched (and no host's idea of its type
 * matters). Returns the repository it names, if any.
 */
export async function writeAdminPage({
  projectDir,
  publicDir,
  siteUrl,
  env = process.env,
  minify = true,
}: AdminPageOptions): Promise<{ repo: string | null; files: string[] }> {
  const repo = githubRepo(env);
  const styles = await previewStyles(projectDir);
  const stylesheet = hashed("preview", styles, "css");
  const config = deployedConfig(readFileSync(join(projectDir, DECAP_CONFIG_FILE), "utf8"), repo, siteUrl);
  const result = await build({
    // Gatsby runs a compiled copy of this file from .cache/, so the entry is found from the project.
    entryPoints: [join(projectDir, ADMIN_ENTRY)],
    bundle: true,
    write: false,
    minify,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    // decap-cms-app's ES build imports packages it does not install; its own bundle is complete.
    mainFields: ["browser", "main"],
    define: {
      "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development"),
      __EDITOR_CONFIG__: JSON.stringify(config),
      __PREVIEW_STYLESHEET__: JSON.stringify(stylesheet),
    },
    logLevel: "silent",
  });
  const bundle = result.outputFiles[0]!.contents;
  const script = hashed("cms", bundle, "js");
  const dir = join(publicDir, ADMIN_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, script), bundle);
  writeFileSync(join(dir, stylesheet), styles);
  writeFileSync(join(dir, "index.html"), pageHtml(script));
  return { repo, files: ["index.html", script, stylesheet] };
}
