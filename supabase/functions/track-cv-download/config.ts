/**
 * The Edge Function's settings, read from its environment. Pure: index.ts
 * passes Deno.env.get, the unit tests pass a plain lookup.
 */
import { parseAllowedOrigins } from "./cors.ts";

export interface FunctionConfig {
  supabaseUrl: string;
  /** The project's public key, the one the site itself ships: it may only run record_cv_download. */
  publicKey: string;
  allowedOrigins: string[];
}

type Env = (name: string) => string | undefined;

/**
 * Projects with the new API keys expose SUPABASE_PUBLISHABLE_KEYS, a JSON
 * object of named publishable keys, besides (or instead of) the legacy anon key.
 */
function namedKeyFrom(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const keys: unknown = JSON.parse(json);
    if (typeof keys !== "object" || keys === null) return undefined;
    const named = keys as Record<string, unknown>;
    const key = named.default ?? Object.values(named)[0];
    return typeof key === "string" ? key : undefined;
  } catch {
    return undefined;
  }
}

export function readFunctionConfig(env: Env): FunctionConfig {
  const supabaseUrl = env("SUPABASE_URL");
  // Never a secret or service-role key: recording needs no more than a visitor's browser has.
  const publicKey = namedKeyFrom(env("SUPABASE_PUBLISHABLE_KEYS")) || env("SUPABASE_ANON_KEY");
  if (!supabaseUrl || !publicKey) {
    throw new Error("track-cv-download needs SUPABASE_URL and SUPABASE_PUBLISHABLE_KEYS (or SUPABASE_ANON_KEY)");
  }
  return { supabaseUrl, publicKey, allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGIN")) };
}
