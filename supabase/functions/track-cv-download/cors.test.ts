/** @jest-environment node */
import { ANY_ORIGIN, corsHeadersFor, parseAllowedOrigins } from "./cors.ts";

describe("parseAllowedOrigins", () => {
  it.each([undefined, "", " , ", "*", "https://example.com,*"])("reads %p as any origin", (setting) => {
    expect(parseAllowedOrigins(setting)).toEqual([ANY_ORIGIN]);
  });

  it("reads a list as origins, whatever the trailing slashes and spaces", () => {
    expect(parseAllowedOrigins(" https://example.com/ , https://www.example.com")).toEqual([
      "https://example.com",
      "https://www.example.com",
    ]);
  });

  it.each([
    ["example.com", "example.com"],
    ["https://example.com,example.org", "example.org"],
    ["https://example.com/cv", "https://example.com/cv"],
    ["https://example.com?x=1", "https://example.com?x=1"],
    ["ftp://example.com", "ftp://example.com"],
    ["https://user@example.com", "https://user@example.com"],
  ])("stops at start-up on %p, naming the setting and the bad entry", (setting, bad) => {
    expect(() => parseAllowedOrigins(setting)).toThrow(`ALLOWED_ORIGIN must be "*" or comma-separated origins`);
    expect(() => parseAllowedOrigins(setting)).toThrow(`"${bad}" is not an origin (ALLOWED_ORIGIN="${setting}")`);
  });
});

describe("corsHeadersFor", () => {
  const list = ["https://example.com"];

  it("lets any origin read the response by default", () => {
    expect(corsHeadersFor("https://elsewhere.test", [ANY_ORIGIN])).toEqual({ "Access-Control-Allow-Origin": "*" });
  });

  it("echoes an allowed origin and varies the cache on it", () => {
    expect(corsHeadersFor("https://example.com", list)).toEqual({
      "Access-Control-Allow-Origin": "https://example.com",
      Vary: "Origin",
    });
  });

  it("refuses other origins", () => {
    expect(corsHeadersFor("https://example.com.evil.test", list)).toBeNull();
  });

  it("refuses requests without an Origin once origins are listed: the site's browsers always send one", () => {
    expect(corsHeadersFor(null, list)).toBeNull();
  });
});
