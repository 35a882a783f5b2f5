/**
 * The local stand-in for the Supabase project: the track-cv-download handler
 * behind the functions path, storing into the given database.
 */
import type { AddressInfo } from "node:net";
import { TRACK_CV_FUNCTION } from "../../src/lib/constants";
import { parseAllowedOrigins } from "../../supabase/functions/track-cv-download/cors";
import { handleTrackCvDownload } from "../../supabase/functions/track-cv-download/handler";
import { FUNCTIONS_PREFIX, createFunctionsServer } from "./functions-server";
import { createPgStore } from "./pg-store";

export const LOCAL_HOST = "127.0.0.1";

export interface LocalBackendOptions {
  databaseUrl: string;
  /** 0 picks a free port. */
  port: number;
  /** The ALLOWED_ORIGIN setting of the Edge Function; "*" when unset. */
  allowedOrigin?: string;
  logError?: (message: string, error: unknown) => void;
}

export interface LocalBackend {
  /** Base URL to use as GATSBY_SUPABASE_URL. */
  url: string;
  functionUrl: string;
  close(): Promise<void>;
}

export async function startLocalBackend({
  databaseUrl,
  port,
  allowedOrigin,
  logError = console.error,
}: LocalBackendOptions): Promise<LocalBackend> {
  const allowedOrigins = parseAllowedOrigins(allowedOrigin);
  const store = createPgStore(databaseUrl, logError);
  const server = createFunctionsServer(
    { [TRACK_CV_FUNCTION]: (request) => handleTrackCvDownload(request, store, { allowedOrigins, logError }) },
    logError,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, LOCAL_HOST, () => resolve());
  });
  const url = `http://${LOCAL_HOST}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    functionUrl: `${url}${FUNCTIONS_PREFIX}${TRACK_CV_FUNCTION}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
