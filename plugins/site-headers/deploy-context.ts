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

/**
 * Production promises browsers HTTPS for a year on the owner's domain. Every
 * other deploy is a copy on its own netlify.app address: search engines must
 * not index it beside the real site, and the HSTS promise is not its to make
 * (netlify.app, like every .app address, is on the browsers' HSTS preload
 * list already).
 */
export function deployContextHeaders(context: string | undefined): Record<string, string> {
  const isProduction = !context || context === "production";
  return isProduction ? { "Strict-Transport-Security": HSTS } : { "X-Robots-Tag": NOINDEX };
}
