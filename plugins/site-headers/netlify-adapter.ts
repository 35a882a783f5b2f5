import { rmSync } from "node:fs";
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
  return {
    ...adapter,
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
      return adapter.adapt({ ...context, headerRoutes });
    },
  };
}
