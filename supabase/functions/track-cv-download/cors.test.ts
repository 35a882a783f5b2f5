/** @jest-environment node */
import { ANY_ORIGIN, corsHeadersFor, parseAllowedOrigins } from "./cors";

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

  it("refuses a setting that is not a list of URLs, so a typo fails at start-up", () => {
    expect(() => parseAllowedOrigins("example.com")).toThrow();
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

  it("lets requests without an Origin (not from a browser page) through without CORS headers", () => {
    expect(corsHeadersFor(null, list)).toEqual({ Vary: "Origin" });
  });
});
