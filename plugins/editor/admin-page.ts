import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import autoprefixer from "autoprefixer";
import { build, type BuildOptions } from "esbuild";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import loadConfig from "tailwindcss/loadConfig";
import { ADMIN_DIR } from "./addresses";
import { createContentSchemas } from "../site-content/schema";
import { decapConfig, translationPlans } from "./decap-config";
import type { InterfaceTexts } from "../site-content/interface-texts";
import { loginStyle } from "./login-style";
import { EDITOR_SETTINGS_ID, type EditorSettings } from "./page-settings";

/**
 * The editor's page, /admin/: Decap CMS with the site's own format and
 * previews, bundled by esbuild into public/admin/ after the site is built.
 * Nothing of it reaches a visitor's page: no Gatsby page imports it, and its
 * files live in their own folder under their own headers.
 */

/** The editor's code in the browser, relative to the project. */
const ADMIN_ENTRY = "plugins/editor/admin/cms.tsx";
/** What the previews' sections import from gatsby: their fragments' tag, which no query reads in the editor. */
const GATSBY_IN_EDITOR = "./plugins/editor/admin/gatsby-in-editor.ts";
/** The site's styles, compiled as the site's build compiles them, for the preview pane. */
const SITE_STYLES = "src/styles/global.css";
/** The site's typefaces, which the page loads beside its styles (gatsby-browser.tsx). */
const SITE_FONTS = "src/styles/fonts.css";
/** A font file fonts.css names: beside it in src/fonts/, or in a package (`~` and its module path). */
const FONT_URL = /url\("(\.\.\/fonts\/|~)([\w@./-]+\.woff2)"\)/g;

/**
 * The site's @font-face rules for the preview pane, each font file beside
 * them in admin/ under its own name, so the preview draws in the page's
 * faces (admin/'s policy allows fonts from itself).
 */
function previewFonts(projectDir: string): { css: string; files: Record<string, Buffer> } {
  const css = readFileSync(join(projectDir, SITE_FONTS), "utf8");
  const files: Record<string, Buffer> = {};
  const fromPackage = createRequire(join(projectDir, "package.json"));
  const rewritten = css.replace(FONT_URL, (_, from: string, path: string) => {
    const file = basename(path);
    files[file] = readFileSync(from === "~" ? fromPackage.resolve(path) : join(projectDir, "src/fonts", path));
    return `url("${file}")`;
  });
  return { css: rewritten, files };
}

/**
 * The site's styles for the preview pane: the global stylesheet, then each
 * stylesheet a component the previews draw imports (the carousel's), both
 * compiled as the site's build compiles them.
 */
async function previewStyles(projectDir: string, componentStyles: readonly string[]): Promise<string> {
  const config = loadConfig(join(projectDir, "tailwind.config.ts"));
  // The previews' own layout classes are written in this plugin, beside the site's.
  const content = [...(config.content as string[]), join(projectDir, "plugins/editor/admin/*.tsx")];
  const processor = postcss([tailwindcss({ ...config, content }), autoprefixer]);
  const sheets = [SITE_STYLES, ...componentStyles].map((file) => join(projectDir, file));
  const compiled = await Promise.all(sheets.map((from) => processor.process(readFileSync(from, "utf8"), { from })));
  return compiled.map(({ css }) => css).join("\n");
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

/** The configuration with what only the build knows: the repository and the site's address. */
export function deployedConfig(generated: object, repo: string | null, siteUrl: string | undefined): DecapConfig {
  const config = structuredClone(generated) as DecapConfig;
  if (repo) config.backend.repo = repo;
  if (siteUrl) {
    config.site_url = siteUrl;
    config.display_url = siteUrl;
  }
  return config;
}

/** JSON inside a script element: no "</script>" or "<!--" can end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The owner, whose name and colours the login screen shows. */
export interface EditorOwner {
  name?: string;
  accent?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

const pageHtml = (script: string, settings: EditorSettings, owner: EditorOwner) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${owner.name ? `${escapeHtml(owner.name)}: content editor` : "Content editor"}</title>
    <style>
${loginStyle(owner)}
    </style>
  </head>
  <body>
    <script type="application/json" id="${EDITOR_SETTINGS_ID}">${scriptJson(settings)}</script>
    <script src="${script}"></script>
  </body>
</html>
`;

const digest = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const hashed = (name: string, text: string | Uint8Array, extension: string) =>
  `${name}.${digest(text).slice(0, 12)}.${extension}`;

/** Where the last bundle of each kind (minified or not) is kept, with the files it was made from. */
const BUNDLE_CACHE_DIR = ".cache/editor";

/**
 * The editor's bundle, built by esbuild unless the last build with the same
 * options read exactly the same files: it depends on no content, so most
 * builds reuse it.
 */
export async function cachedBundle(
  projectDir: string,
  options: BuildOptions,
): Promise<{ bundle: Uint8Array; reused: boolean; inputs: string[] }> {
  const cacheDir = join(projectDir, BUNDLE_CACHE_DIR);
  const key = digest(JSON.stringify(options)).slice(0, 16);
  const recordFile = join(cacheDir, `${key}.json`);
  const bundleFile = join(cacheDir, `${key}.js`);
  const unchanged = (inputs: Record<string, string>) =>
    Object.entries(inputs).every(([file, hash]) => {
      const path = join(projectDir, file);
      return existsSync(path) && digest(readFileSync(path)) === hash;
    });
  try {
    const { inputs } = JSON.parse(readFileSync(recordFile, "utf8")) as { inputs: Record<string, string> };
    if (existsSync(bundleFile) && unchanged(inputs))
      return { bundle: readFileSync(bundleFile), reused: true, inputs: Object.keys(inputs) };
  } catch {
    // No record yet, or an unreadable one: build afresh.
  }
  const result = await build({ ...options, write: false, metafile: true });
  const bundle = result.outputFiles[0]!.contents;
  // Inputs esbuild did not read from disk (such as modules a package marks as absent in the browser) are left out.
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .filter((file) => existsSync(join(projectDir, file)))
      .map((file) => [file, digest(readFileSync(join(projectDir, file)))]),
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(bundleFile, bundle);
  writeFileSync(recordFile, JSON.stringify({ inputs }));
  return { bundle, reused: false, inputs: Object.keys(inputs) };
}

export interface AdminPageOptions {
  projectDir: string;
  publicDir: string;
  siteUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** Production builds minify; `npm run edit` skips it for a quicker start. */
  minify?: boolean;
  owner?: EditorOwner;
  /** The interface's texts the owner may reword, each a field of the site's entries. */
  interfaceTexts?: InterfaceTexts;
  /** What the editor tells the owner a local publish does (`npm run edit`). */
  localSaving?: EditorSettings["localSaving"];
}

/**
 * Writes public/admin/: index.html, which carries the configuration so no
 * YAML is fetched (and no host's idea of its type matters), the bundle and
 * the preview's styles. Returns the repository it names, if any.
 */
export async function writeAdminPage({
  projectDir,
  publicDir,
  siteUrl,
  env = process.env,
  minify = true,
  owner = {},
  interfaceTexts,
  localSaving,
}: AdminPageOptions): Promise<{ repo: string | null; files: string[]; reused: boolean }> {
  const repo = githubRepo(env);
  // The schema's shape is the same for any content folder; the folder only names where pictures are.
  const schemas = createContentSchemas(join(projectDir, "content"), undefined, undefined, interfaceTexts);
  const config = deployedConfig(decapConfig(schemas), repo, siteUrl);
  const { bundle, reused, inputs } = await cachedBundle(projectDir, {
    // Gatsby runs a compiled copy of this file from .cache/, so the entry is found from the project.
    entryPoints: [ADMIN_ENTRY],
    absWorkingDir: projectDir,
    bundle: true,
    minify,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    // decap-cms-app's ES build imports packages it does not install; its own bundle is complete.
    mainFields: ["browser", "main"],
    alias: { gatsby: GATSBY_IN_EDITOR },
    // A component's stylesheet goes into the pane's stylesheet below, not into the script.
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
    logLevel: "silent",
  });
  const fonts = previewFonts(projectDir);
  const componentStyles = inputs.filter((file) => file.endsWith(".css") && !file.startsWith("node_modules/"));
  const styles = `${fonts.css}\n${await previewStyles(projectDir, componentStyles)}`;
  const stylesheet = hashed("preview", styles, "css");
  const script = hashed("cms", bundle, "js");
  const dir = join(publicDir, ADMIN_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, script), bundle);
  writeFileSync(join(dir, stylesheet), styles);
  for (const [file, data] of Object.entries(fonts.files)) writeFileSync(join(dir, file), data);
  writeFileSync(
    join(dir, "index.html"),
    pageHtml(
      script,
      {
        // Decap's shape (decap-config.test.ts checks it).
        config: config as unknown as EditorSettings["config"],
        previewStylesheet: stylesheet,
        translationPlans: translationPlans(schemas),
        ...(localSaving ? { localSaving } : {}),
      },
      owner,
    ),
  );
  return { repo, files: ["index.html", script, stylesheet, ...Object.keys(fonts.files)], reused };
}
