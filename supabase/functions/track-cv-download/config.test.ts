/** @jest-environment node */
import { readFunctionConfig } from "./config";

const envOf = (values: Record<string, string | undefined>) => (name: string) => values[name];
const URL = "https://abc.supabase.co";

describe("readFunctionConfig", () => {
  it("uses the legacy service-role key when present", () => {
    expect(readFunctionConfig(envOf({ SUPABASE_URL: URL, SUPABASE_SERVICE_ROLE_KEY: "legacy" }))).toEqual({
      supabaseUrl: URL,
      serviceKey: "legacy",
      allowedOrigins: ["*"],
    });
  });

  it.each([
    ['{"default":"sb_secret_a","other":"sb_secret_b"}', "sb_secret_a"],
    ['{"ci":"sb_secret_c"}', "sb_secret_c"],
  ])("falls back to the new secret keys %s", (keys, expected) => {
    const config = readFunctionConfig(envOf({ SUPABASE_URL: URL, SUPABASE_SECRET_KEYS: keys }));
    expect(config.serviceKey).toBe(expected);
  });

  it("reads ALLOWED_ORIGIN", () => {
    const env = envOf({ SUPABASE_URL: URL, SUPABASE_SERVICE_ROLE_KEY: "k", ALLOWED_ORIGIN: "https://example.com" });
    expect(readFunctionConfig(env).allowedOrigins).toEqual(["https://example.com"]);
  });

  it.each([{}, { SUPABASE_URL: URL }, { SUPABASE_URL: URL, SUPABASE_SECRET_KEYS: "not json" }])(
    "fails loudly without a URL and a usable key (%p)",
    (values) => {
      expect(() => readFunctionConfig(envOf(values))).toThrow(/SUPABASE_URL/);
    },
  );
});
