import { formatPostDate } from "./post-date";

describe("formatPostDate", () => {
  it("writes the day in full, as each language does", () => {
    expect(formatPostDate("2026-03-14", "en")).toBe("14 March 2026");
    // Austrian German, the site's: January is Jänner.
    expect(formatPostDate("2026-01-05", "de")).toBe("5. Jänner 2026");
  });

  it("keeps the day in any time zone (the tests run in Vienna's)", () => {
    expect(formatPostDate("2026-12-31", "en")).toBe("31 December 2026");
  });
});
