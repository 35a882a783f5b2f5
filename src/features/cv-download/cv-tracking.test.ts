/** @jest-environment node */
import { createClient } from "@supabase/supabase-js";
import { createCvTracker, trackingBody, TRACKING_TIMEOUT, withTimeout, type FunctionsClient } from "./cv-tracking";

const config = { url: "http://127.0.0.1:54321", anonKey: "anon" };
const body = { timestamp: "2025-01-01T00:00:00.000Z", userAgent: "jest", referrer: "direct" };

function fakeClient(invoke: FunctionsClient["functions"]["invoke"]) {
  return jest.fn(async () => ({ functions: { invoke } }) as FunctionsClient);
}

describe("trackingBody", () => {
  it("sends an ISO timestamp, the user agent and the referrer", () => {
    expect(trackingBody(new Date(Date.UTC(2025, 4, 6, 7, 8, 9)), "UA/1.0", "https://example.com/")).toEqual({
      timestamp: "2025-05-06T07:08:09.000Z",
      userAgent: "UA/1.0",
      referrer: "https://example.com/",
    });
  });

  it('uses "direct" when there is no referrer', () => {
    expect(trackingBody(new Date(0), "UA", "").referrer).toBe("direct");
  });
});

describe("createCvTracker", () => {
  it("invokes track-cv-download with a POST and the body", async () => {
    const invoke = jest.fn().mockResolvedValue({ data: { ok: true }, error: null });
    const loadClient = fakeClient(invoke);
    await createCvTracker(config, { loadClient })(body);
    expect(loadClient).toHaveBeenCalledWith(config);
    expect(invoke).toHaveBeenCalledWith("track-cv-download", { method: "POST", body, timeout: 3000 });
  });

  it("loads the client once for many clicks", async () => {
    const loadClient = fakeClient(jest.fn().mockResolvedValue({ error: null }));
    const track = createCvTracker(config, { loadClient });
    await track(body);
    await track(body);
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it("rejects when the function answers with an error", async () => {
    const failure = new Error("Edge Function returned a non-2xx status code");
    const track = createCvTracker(config, { loadClient: fakeClient(jest.fn().mockResolvedValue({ error: failure })) });
    await expect(track(body)).rejects.toBe(failure);
  });

  it("rejects when the function answers 429 over a limit, through supabase-js itself, without retrying", async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: "too many downloads recorded; try again later" }), {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "600" },
        }),
    );
    const loadClient = async () =>
      createClient(config.url, config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch },
        // Node 20 has no WebSocket and supabase-js wants a transport for realtime, which is never opened here.
        realtime: { transport: class {} as never },
      }) as unknown as FunctionsClient;
    await expect(createCvTracker(config, { loadClient })(body)).rejects.toMatchObject({
      name: "FunctionsHttpError",
      context: expect.objectContaining({ status: 429 }),
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("rejects when the request itself fails", async () => {
    const track = createCvTracker(config, {
      loadClient: fakeClient(jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))),
    });
    await expect(track(body)).rejects.toThrow("Failed to fetch");
  });

  it("retries loading the library after a failed chunk load", async () => {
    const loadClient = jest
      .fn()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue({ functions: { invoke: jest.fn().mockResolvedValue({ error: null }) } });
    const track = createCvTracker(config, { loadClient });
    await expect(track(body)).rejects.toThrow("ChunkLoadError");
    await expect(track(body)).resolves.toBeUndefined();
  });

  describe("with a hung backend", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("gives up after the time limit", async () => {
      const track = createCvTracker(config, { loadClient: fakeClient(() => new Promise(() => {})) });
      const result = track(body);
      const settled = jest.fn();
      result.catch(settled);
      await jest.advanceTimersByTimeAsync(2999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: TRACKING_TIMEOUT }));
    });

    it("gives loading the library and the call a time limit each", async () => {
      const invoke = jest.fn().mockResolvedValue({ error: null });
      const loadClient = () =>
        new Promise<FunctionsClient>((resolve) => setTimeout(() => resolve({ functions: { invoke } }), 2500));
      const result = createCvTracker(config, { loadClient })(body);
      await jest.advanceTimersByTimeAsync(2500);
      await expect(result).resolves.toBeUndefined();
      expect(invoke).toHaveBeenCalledTimes(1);
    });

    it("also times out a library that never loads", async () => {
      const track = createCvTracker(config, { loadClient: () => new Promise(() => {}), timeoutMs: 500 });
      const result = expect(track(body)).rejects.toMatchObject({ name: TRACKING_TIMEOUT });
      await jest.advanceTimersByTimeAsync(500);
      await result;
    });
  });
});

describe("withTimeout", () => {
  it("passes a prompt value through and clears its timer", async () => {
    jest.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 100)).resolves.toBe(7);
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });
});
