import { checkBackendEnv, readBackendConfig, toBackendConfig } from "./backend-config";

describe("checkBackendEnv", () => {
  it("accepts no backend at all", () => {
    expect(checkBackendEnv({})).toEqual({ errors: [], warnings: [] });
    expect(checkBackendEnv({ GATSBY_SUPABASE_URL: " ", GATSBY_SUPABASE_ANON_KEY: "" })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it.each(["http://127.0.0.1:54321", "https://project.supabase.co", "HTTPS://project.supabase.co/"])(
    "accepts %p with a key",
    (url) => {
      expect(checkBackendEnv({ GATSBY_SUPABASE_URL: url, GATSBY_SUPABASE_ANON_KEY: "anon" }).errors).toEqual([]);
    },
  );

  it.each(["project.supabase.co", "ftp://project.supabase.co", "https://", "javascript:alert(1)"])(
    "rejects the url %p, naming the variable",
    (url) => {
      const { errors } = checkBackendEnv({ GATSBY_SUPABASE_URL: url, GATSBY_SUPABASE_ANON_KEY: "anon" });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^GATSBY_SUPABASE_URL must start with http:\/\/ or https:\/\//);
    },
  );

  it.each(["https://abc.supabase.co;sandbox", "https://abc.supabase.co/functions/v1", "https://x@abc.supabase.co"])(
    "rejects %p, which is more than an origin, naming the variable",
    (url) => {
      const { errors } = checkBackendEnv({ GATSBY_SUPABASE_URL: url, GATSBY_SUPABASE_ANON_KEY: "anon" });
      expect(errors).toEqual([
        `GATSBY_SUPABASE_URL must be an origin, a scheme and host only, such as https://<project-ref>.supabase.co (got "${url}").`,
      ]);
    },
  );

  it("rejects a url without a key, naming the key variable", () => {
    const { errors } = checkBackendEnv({ GATSBY_SUPABASE_URL: "https://project.supabase.co" });
    expect(errors).toEqual([expect.stringMatching(/^GATSBY_SUPABASE_ANON_KEY is missing/)]);
  });

  it("only warns about a key without a url", () => {
    expect(checkBackendEnv({ GATSBY_SUPABASE_ANON_KEY: "anon" })).toEqual({
      errors: [],
      warnings: [expect.stringContaining("GATSBY_SUPABASE_URL")],
    });
  });
});

describe("toBackendConfig", () => {
  it("needs both a valid url and a key", () => {
    expect(toBackendConfig(undefined, undefined)).toBeNull();
    expect(toBackendConfig("https://x.supabase.co", undefined)).toBeNull();
    expect(toBackendConfig(undefined, "anon")).toBeNull();
    expect(toBackendConfig("x.supabase.co", "anon")).toBeNull();
    expect(toBackendConfig("https://x.supabase.co;sandbox", "anon")).toBeNull();
  });

  it("trims values and a trailing slash", () => {
    expect(toBackendConfig(" https://x.supabase.co/ ", " anon ")).toEqual({
      url: "https://x.supabase.co",
      anonKey: "anon",
    });
  });
});

describe("readBackendConfig", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads the build-time variables", () => {
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321";
    process.env.GATSBY_SUPABASE_ANON_KEY = "e2e-anon-key";
    expect(readBackendConfig()).toEqual({ url: "http://127.0.0.1:54321", anonKey: "e2e-anon-key" });
  });

  it("is off when nothing is set", () => {
    delete process.env.GATSBY_SUPABASE_URL;
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    expect(readBackendConfig()).toBeNull();
  });
});
