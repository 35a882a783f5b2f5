/**
 * Backend settings. The build checks them once (gatsby-node
 * onPreInit); the browser reads what Gatsby inlined at build time.
 */
export const BACKEND_URL_VAR = "GATSBY_SUPABASE_URL";
export const BACKEND_KEY_VAR = "GATSBY_SUPABASE_ANON_KEY";

export interface BackendConfig {
  url: string;
  anonKey: string;
}

type Env = Record<string, string | undefined>;

const HTTP_URL = /^https?:\/\/\S+$/i;

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export interface BackendEnvCheck {
  /** Each stops the build; each names the variable to fix. */
  errors: string[];
  warnings: string[];
}

/** Neither variable set is fine (tracking is skipped); a half or malformed setup is not. */
export function checkBackendEnv(env: Env): BackendEnvCheck {
  const url = setting(env[BACKEND_URL_VAR]);
  const key = setting(env[BACKEND_KEY_VAR]);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (url && !HTTP_URL.test(url)) {
    errors.push(`${BACKEND_URL_VAR} must start with http:// or https:// (got "${url}").`);
  }
  if (url && !key) {
    errors.push(`${BACKEND_KEY_VAR} is missing: it is required when ${BACKEND_URL_VAR} is set.`);
  }
  if (key && !url) {
    warnings.push(`${BACKEND_KEY_VAR} is set without ${BACKEND_URL_VAR}; CV download tracking stays off.`);
  }
  return { errors, warnings };
}

export function toBackendConfig(url: string | undefined, anonKey: string | undefined): BackendConfig | null {
  const cleanUrl = setting(url);
  const cleanKey = setting(anonKey);
  if (!cleanUrl || !cleanKey || !HTTP_URL.test(cleanUrl)) return null;
  return { url: cleanUrl.replace(/\/+$/, ""), anonKey: cleanKey };
}

/** Written out in full: Gatsby inlines only literal `process.env.GATSBY_*` expressions. */
export function readBackendConfig(): BackendConfig | null {
  return toBackendConfig(process.env.GATSBY_SUPABASE_URL, process.env.GATSBY_SUPABASE_ANON_KEY);
}
