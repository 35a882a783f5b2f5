/**
 * CORS for browser calls through supabase-js `functions.invoke`. Pure, so the
 * Deno entry and the local Node backend answer browsers identically.
 */

export const ANY_ORIGIN = "*";
/** Every header supabase-js sends (see @supabase/supabase-js/cors); a missing one fails the preflight. */
export const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, x-retry-count";
export const ALLOWED_METHODS = "POST, OPTIONS";
/** Chromium caps a cached preflight at two hours; asking for more buys nothing. */
export const PREFLIGHT_MAX_AGE_S = 2 * 60 * 60;

/**
 * Reads the ALLOWED_ORIGIN setting: "*" (the default) or a comma-separated
 * list such as "https://example.com,https://www.example.com".
 */
export function parseAllowedOrigins(setting: string | undefined): string[] {
  const entries = (setting ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes(ANY_ORIGIN)) return [ANY_ORIGIN];
  // A configured "https://example.com/" must still match the Origin header "https://example.com".
  return entries.map((entry) => new URL(entry).origin);
}

/**
 * Headers that let the browser read the response, or null when the request
 * comes from a browser page on an origin that is not allowed. Requests
 * without an Origin header (curl, servers) are not browser calls; CORS does
 * not apply to them.
 */
export function corsHeadersFor(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> | null {
  if (allowedOrigins.includes(ANY_ORIGIN)) return { "Access-Control-Allow-Origin": ANY_ORIGIN };
  if (origin === null) return { Vary: "Origin" };
  if (!allowedOrigins.includes(origin)) return null;
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

export const PREFLIGHT_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Methods": ALLOWED_METHODS,
  "Access-Control-Allow-Headers": ALLOWED_HEADERS,
  "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_S),
};
