/**
 * CORS for browser calls through supabase-js `functions.invoke`. Pure, so the
 * Deno entry and the local Node backend answer browsers identically.
 */

export const ANY_ORIGIN = "*";
export const ALLOWED_ORIGIN_VAR = "ALLOWED_ORIGIN";
/** Every header supabase-js sends (see @supabase/supabase-js/cors); a missing one fails the preflight. */
export const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, x-retry-count";
export const ALLOWED_METHODS = "POST, OPTIONS";
/** Chromium caps a cached preflight at two hours; asking for more buys nothing. */
export const PREFLIGHT_MAX_AGE_S = 2 * 60 * 60;

/** The origin of an http(s) address that is nothing but an origin ("https://example.com/" too), or null. */
function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const isBare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return isBare && (url.protocol === "http:" || url.protocol === "https:") ? url.origin : null;
}

/**
 * Reads the ALLOWED_ORIGIN setting: "*" (the default) or a comma-separated
 * list such as "https://example.com,https://www.example.com". A typo stops
 * the function at start-up with a message naming the setting and the value.
 */
export function parseAllowedOrigins(setting: string | undefined): string[] {
  const entries = (setting ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes(ANY_ORIGIN)) return [ANY_ORIGIN];
  return entries.map((entry) => {
    const origin = originOf(entry);
    if (origin) return origin;
    throw new Error(
      `${ALLOWED_ORIGIN_VAR} must be "*" or comma-separated origins such as https://example.com, ` +
        `but "${entry}" is not an origin (${ALLOWED_ORIGIN_VAR}="${setting}")`,
    );
  });
}

/**
 * Headers that let the browser read the response, or null when the request
 * must be refused: it comes from a page on an origin that is not allowed, or,
 * once origins are listed, carries no Origin at all. Browsers always send
 * Origin on the site's cross-origin call, so only scripts lack one.
 */
export function corsHeadersFor(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> | null {
  if (allowedOrigins.includes(ANY_ORIGIN)) return { "Access-Control-Allow-Origin": ANY_ORIGIN };
  if (origin === null || !allowedOrigins.includes(origin)) return null;
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

export const PREFLIGHT_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Methods": ALLOWED_METHODS,
  "Access-Control-Allow-Headers": ALLOWED_HEADERS,
  "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_S),
};
