/** @jest-environment node */
import { readFunctionConfig } from "./config.ts";

const envOf = (values: Record<string, string | undefined>) => (name: string) => values[name];
const URL = "https://abc.supabase.co";
/** What Supabase provides to every function; the secret ones must stay unused. */
const SECRETS = { SUPABASE_SERVICE_ROLE_KEY: "service-role", SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}' };

describe("readFunctionConfig", () => {
  it("uses the legacy anon key, never the service-role key", () => {
    expect(readFunctionConfig(envOf({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: "anon", ...SECRETS }))).toEqual({
      supabaseUrl: URL,
      publicKey: "anon",
      allowedOrigins: ["*"],
    });
  });

  it.each([
    ['{"default":"sb_publishable_a","other":"sb_publishable_b"}', "sb_publishable_a"],
    ['{"web":"sb_publishable_c"}', "sb_publishable_c"],
  ])("prefers the new publishable keys %s", (keys, expected) => {
    const env = envOf({ SUPABASE_URL: URL, SUPABASE_PUBLISHABLE_KEYS: keys, SUPABASE_ANON_KEY: "anon", ...SECRETS });
    expect(readFunctionConfig(env).publicKey).toBe(expected);
  });

  it("falls back to the anon key when the publishable keys are unreadable", () => {
    const env = envOf({ SUPABASE_URL: URL, SUPABASE_PUBLISHABLE_KEYS: "not json", SUPABASE_ANON_KEY: "anon" });
    expect(readFunctionConfig(env).publicKey).toBe("anon");
  });

  it("reads ALLOWED_ORIGIN", () => {
    const env = envOf({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: "k", ALLOWED_ORIGIN: "https://example.com" });
    expect(readFunctionConfig(env).allowedOrigins).toEqual(["https://example.com"]);
  });

  it.each([{}, { SUPABASE_URL: URL, ...SECRETS }, { SUPABASE_URL: URL, SUPABASE_PUBLISHABLE_KEYS: "not json" }])(
    "fails loudly without a URL and a public key, even with secret keys at hand (%p)",
    (values) => {
      expect(() => readFunctionConfig(envOf(values))).toThrow(/SUPABASE_URL/);
    },
  );
});
