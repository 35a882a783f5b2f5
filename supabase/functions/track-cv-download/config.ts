/**
 * The Edge Function's settings, read from its environment. Pure: index.ts
 * passes Deno.env.get, the unit tests pass a plain lookup.
 */
import { parseAllowedOrigins } from "./cors.ts";

export interface FunctionConfig {
  supabaseUrl: string;
  serviceKey: string;
  allowedOrigins: string[];
}

type Env = (name: string) => string | undefined;

/**
 * Projects with the new API keys expose SUPABASE_SECRET_KEYS, a JSON object
 * of named secret keys, instead of (or besides) the legacy service-role key.
 */
function secretKeyFrom(json: string | undefined): string | undefined {
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
  const serviceKey = env("SUPABASE_SERVICE_ROLE_KEY") || secretKeyFrom(env("SUPABASE_SECRET_KEYS"));
  if (!supabaseUrl || !serviceKey) {
    throw new Error("track-cv-download needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEYS)");
  }
  return { supabaseUrl, serviceKey, allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGIN")) };
}
