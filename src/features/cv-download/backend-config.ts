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
/** A host name, an IPv4 address or a bracketed IPv6 one: nothing a CSP could read as a separator or a source. */
const ORIGIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/;

/**
 * The backend's origin, or null when the value is not just an http(s)
 * scheme, host and port (a trailing slash allowed). The origin is written
 * into the CSP's connect-src, so "https://x.supabase.co;sandbox" must not
 * pass as a host the URL parser happens to accept.
 */
export function backendOriginOf(value: string): string | null {
  if (/\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const isHttp = url.protocol === "http:" || url.protocol === "https:";
  return isHttp && ORIGIN_HOST.test(url.hostname) && url.href === `${url.origin}/` ? url.origin : null;
}

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
  } else if (url && !backendOriginOf(url)) {
    errors.push(
      `${BACKEND_URL_VAR} must be an origin, a scheme and host only, such as https://<project-ref>.supabase.co (got "${url}").`,
    );
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
  const origin = cleanUrl && backendOriginOf(cleanUrl);
  if (!origin || !cleanKey) return null;
  return { url: origin, anonKey: cleanKey };
}

/** Written out in full: Gatsby inlines only literal `process.env.GATSBY_*` expressions. */
export function readBackendConfig(): BackendConfig | null {
  return toBackendConfig(process.env.GATSBY_SUPABASE_URL, process.env.GATSBY_SUPABASE_ANON_KEY);
}
