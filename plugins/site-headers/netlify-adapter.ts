import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { siteHeaderRules } from "./site-header-rules";

/**
 * Gatsby's Netlify adapter, pinned in package.json and set in gatsby-config,
 * so a build on Netlify installs nothing on the fly and every local build
 * writes the same files. Gatsby hands the adapter its own default headers
 * (among them the deprecated X-XSS-Protection and a second Referrer-Policy);
 * they are replaced by the site's rules, so public/_headers holds one set in
 * which no header is set twice for a path. Adapters run after every
 * onPostBuild, so the pages are final when their scripts are hashed.
 */
export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false });
  const { cache } = adapter;
  return {
    ...adapter,
    // Netlify carries .cache/ from deploy to deploy through its cache folder. A
    // local build (NETLIFY_LOCAL) keeps .cache/ where it is, so copying it out
    // and back in would only cost each build a few seconds.
    cache: process.env.NETLIFY_LOCAL
      ? undefined
      : cache && {
          ...cache,
          restore: (args) => keepCompiledCode(process.cwd(), async () => cache.restore(args)),
        },
    adapt(context) {
      const publicDir = join(process.cwd(), "public");
      // The adapter keeps whatever the file holds outside its own block; a
      // public/ kept from an earlier build must not add rules of its own.
      rmSync(join(publicDir, "_headers"), { force: true });
      const { csp, rules } = siteHeaderRules(publicDir, process.env.GATSBY_SUPABASE_URL, process.env.CONTEXT);
      context.reporter.info(`Headers for public/_headers with Content-Security-Policy: ${csp}`);
      const headerRoutes = rules.map(({ path, headers }) => ({
        path,
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      }));
      return withOwnTmpdir(() => adapter.adapt({ ...context, headerRoutes }));
    },
  };
}

/**
 * Runs `work` with os.tmpdir() pointing at a new folder inside the system's,
 * removed afterwards. The adapter reads the folder through os.tmpdir() and
 * leaves a folder there for each file it writes.
 */
export async function withOwnTmpdir<T>(work: () => T | Promise<T>): Promise<T> {
  const systemTmpdir = os.tmpdir;
  const own = mkdtempSync(join(systemTmpdir(), "netlify-adapter-"));
  os.tmpdir = () => own;
  try {
    return await work();
  } finally {
    os.tmpdir = systemTmpdir;
    rmSync(own, { recursive: true, force: true });
  }
}

/**
 * Gatsby compiles gatsby-node and the local plugins into .cache/compiled
 * before it asks the adapter to restore the last build's cache, and the
 * restore replaces all of .cache: the build would then run the last build's
 * plugin code, and store it again for the next. This keeps the fresh
 * compilation across the restore.
 */
export async function keepCompiledCode<T>(siteDir: string, restore: () => Promise<T>): Promise<T> {
  const compiled = join(siteDir, ".cache", "compiled");
  if (!existsSync(compiled)) return restore();
  const aside = mkdtempSync(join(os.tmpdir(), "gatsby-compiled-"));
  cpSync(compiled, aside, { recursive: true });
  try {
    return await restore();
  } finally {
    rmSync(compiled, { recursive: true, force: true });
    cpSync(aside, compiled, { recursive: true });
    rmSync(aside, { recursive: true, force: true });
  }
}
