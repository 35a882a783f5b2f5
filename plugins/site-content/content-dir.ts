import { relative, resolve } from "node:path";

/** gatsby-source-filesystem's name for content/, which gatsby-node checks again on every change. */
export const CONTENT_SOURCE = "content";

/**
 * The owner's content/ folder, or the one named by CONTENT_DIR (relative to
 * the project), so a test can build a broken copy without touching content/.
 * gatsby-config (sourcing) and gatsby-node (validation) must agree on it.
 */
export function resolveContentDir(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectDir, env.CONTENT_DIR || "content");
}

/**
 * Where a build notes what it was made from (the content and the backend it
 * records downloads with), so the end-to-end runner knows whether public/
 * already holds the build a suite needs.
 */
export const BUILD_MARKER = ".cache/built-from.json";

export interface BuildSource {
  /** CONTENT_DIR relative to the project, with forward slashes. */
  contentDir: string;
  backendUrl: string | null;
}

export function buildSource(projectDir: string, env: NodeJS.ProcessEnv = process.env): BuildSource {
  const contentDir = relative(projectDir, resolveContentDir(projectDir, env)).split("\\").join("/") || ".";
  return { contentDir, backendUrl: env.GATSBY_SUPABASE_URL || null };
}

/**
 * The languages' folders (content/de/site.json and so on) are read by the
 * site-content plugin, which lays them over the first language's files;
 * gatsby-transformer-json must not also turn them into nodes of their own.
 */
export function isTranslationFile(contentDir: string): (path: string) => boolean {
  return (path) => {
    const inside = relative(contentDir, path).split("\\").join("/");
    return !inside.startsWith("..") && /^[^/]+\/[^/]+\.json$/i.test(inside);
  };
}
