/**
 * Headers that differ between Netlify's deploy contexts. netlify.toml's
 * [[headers]] apply to every deploy alike, so these go into public/_headers,
 * which each deploy's build writes for itself, chosen by the CONTEXT Netlify
 * sets while it builds ("production", "deploy-preview", "branch-deploy").
 * A build outside Netlify is taken for production, which the local server
 * and the end-to-end tests then show.
 */
export const HSTS = "max-age=31536000; includeSubDomains";
export const NOINDEX = "noindex";

export interface DeployContextHeaders {
  /** For every path, the editor's included: the same value for both. */
  everyPath: Record<string, string>;
  /** For the site's own paths only: the editor sets its own X-Robots-Tag in every context. */
  site: Record<string, string>;
}

/**
 * Production promises browsers HTTPS for a year on the owner's domain. Every
 * other deploy is a copy on its own netlify.app address: search engines must
 * not index it beside the real site, and the HSTS promise is not its to make
 * (netlify.app, like every .app address, is on the browsers' HSTS preload
 * list already).
 */
export function deployContextHeaders(context: string | undefined): DeployContextHeaders {
  const isProduction = !context || context === "production";
  return isProduction
    ? { everyPath: { "Strict-Transport-Security": HSTS }, site: {} }
    : { everyPath: {}, site: { "X-Robots-Tag": NOINDEX } };
}
