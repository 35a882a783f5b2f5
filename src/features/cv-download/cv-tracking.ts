import type { BackendConfig } from "./backend-config";
import { CV_TRACKING_TIMEOUT_MS, DIRECT_REFERRER, TRACK_CV_FUNCTION } from "../../lib/constants";

/** The one backend call: record a CV download through the "track-cv-download" function. */
export interface TrackingBody {
  timestamp: string;
  userAgent: string;
  referrer: string;
}

export function trackingBody(now: Date, userAgent: string, referrer: string): TrackingBody {
  return { timestamp: now.toISOString(), userAgent, referrer: referrer || DIRECT_REFERRER };
}

/** The slice of the supabase client this site uses, so tests can stand in for it. */
export interface FunctionsClient {
  functions: {
    invoke: (
      name: string,
      options: { method: "POST"; body: TrackingBody; timeout: number },
    ) => Promise<{ error: unknown }>;
  };
}

export type ClientLoader = (config: BackendConfig) => Promise<FunctionsClient>;

/**
 * supabase-js is fetched on the first click only, keeping it out of the
 * first-load bundle. Library defaults: anonymous key, session kept in
 * localStorage, automatic token refresh.
 */
export const loadSupabaseClient: ClientLoader = async ({ url, anonKey }) => {
  const { createClient } = await import(/* webpackChunkName: "supabase" */ "@supabase/supabase-js");
  return createClient(url, anonKey);
};

/** The name of the error a call that got no answer in time rejects with. */
export const TRACKING_TIMEOUT = "TrackingTimeoutError";

/**
 * A named Error, not a subclass: Babel compiles `extends Error` with its wrappers for native classes, about 0.3 KB of
 * the page's first scripts for one error.
 */
function trackingTimeout(ms: number): Error {
  const error = new Error(`No answer from ${TRACK_CV_FUNCTION} within ${ms} ms`);
  error.name = TRACKING_TIMEOUT;
  return error;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(trackingTimeout(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface TrackerOptions {
  loadClient?: ClientLoader;
  timeoutMs?: number;
}

/**
 * Returns a function that records one download and rejects on any failure:
 * an error answer, a network error, or no answer in time. Loading the library
 * and the call each get the time limit, so neither a slow first load on a
 * weak phone eats the call's budget nor can a hung chunk hold the download.
 */
export function createCvTracker(
  config: BackendConfig,
  { loadClient = loadSupabaseClient, timeoutMs = CV_TRACKING_TIMEOUT_MS }: TrackerOptions = {},
): (body: TrackingBody) => Promise<void> {
  let client: Promise<FunctionsClient> | undefined;
  const getClient = () => {
    client ??= loadClient(config).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };

  return async (body) => {
    const { functions } = await withTimeout(getClient(), timeoutMs);
    const call = functions.invoke(TRACK_CV_FUNCTION, { method: "POST", body, timeout: timeoutMs });
    const { error } = await withTimeout(call, timeoutMs);
    if (error) throw error;
  };
}
