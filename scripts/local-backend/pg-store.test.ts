/** @jest-environment node */
import { handleTrackCvDownload } from "../../supabase/functions/track-cv-download/handler";
import { FUNCTION_URL, SUPABASE_JS_HEADERS } from "../../supabase/functions/track-cv-download/test-fixtures";
import { createPgStore } from "./pg-store";
import { type SilentDatabase, startSilentDatabase } from "./silent-database";

const TIMEOUT_MS = 300;
const DOWNLOAD = { userAgent: "Mozilla/5.0", referrer: "direct", reportedAt: null };

describe("the local backend's store, when the database stops answering", () => {
  let database: SilentDatabase | undefined;
  afterEach(() => database?.close());

  it.each(["silent", "frozen"] as const)("gives up on a %s database after its timeout", async (mode) => {
    database = await startSilentDatabase(mode);
    const store = createPgStore(database.url, () => undefined, TIMEOUT_MS);
    const started = Date.now();
    await expect(store.recordCvDownload(DOWNLOAD, "203.0.113.7")).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);
    await store.close();
  });

  it("lets the function answer 500 instead of holding the request open", async () => {
    database = await startSilentDatabase("frozen");
    const store = createPgStore(database.url, () => undefined, TIMEOUT_MS);
    const request = new Request(FUNCTION_URL, {
      method: "POST",
      headers: SUPABASE_JS_HEADERS,
      body: JSON.stringify({ timestamp: new Date().toISOString(), userAgent: "a", referrer: "direct" }),
    });
    const response = await handleTrackCvDownload(request, store, { logError: () => undefined });
    expect(response.status).toBe(500);
    await store.close();
  });
});
