import { EDIT_SERVER_URL } from "./addresses";

/**
 * The editor's own headers, for everything under /admin/. The site's CSP
 * would stop it: Decap checks its configuration with compiled validators
 * ('unsafe-eval'), styles itself with inserted <style> elements, talks to
 * GitHub's API and Netlify's login, and locally to decap-server. It gets
 * exactly those, and no search engine indexes it.
 */
export const ADMIN_CSP = [
  ["default-src", "'self'"],
  ["script-src", "'self'", "'unsafe-eval'"],
  ["style-src", "'self'", "'unsafe-inline'"],
  // Pictures come from the site, from GitHub (avatars, files of the repository) and as uploads being chosen.
  ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
  ["font-src", "'self'", "data:"],
  // Uploads are read back from blob: addresses before they are sent.
  [
    "connect-src",
    "'self'",
    "blob:",
    "https://api.github.com",
    "https://api.netlify.com",
    new URL(EDIT_SERVER_URL).origin,
  ],
  ["frame-src", "'self'", "blob:"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'none'"],
  ["frame-ancestors", "'none'"],
]
  .map((directive) => directive.join(" "))
  .join("; ");

export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": ADMIN_CSP,
  // Logging in opens Netlify's page in a popup, which reports back to this window.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex",
};
