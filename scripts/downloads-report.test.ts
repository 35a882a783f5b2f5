/** @jest-environment node */
import {
  REFERRER_ROWS,
  REPORT_DAYS,
  buildReport,
  databaseUrlProblem,
  formatReport,
  reportDays,
  timeZoneProblem,
  withoutPassword,
} from "./downloads-report";

const counts = {
  timeZone: "Europe/Vienna",
  today: "2026-03-02",
  perDay: [
    { day: "2026-03-02", downloads: 2 },
    { day: "2026-02-28", downloads: 1 },
    { day: "2026-02-01", downloads: 4 },
  ],
  perReferrer: [
    { referrer: "direct", downloads: 2 },
    { referrer: "android-app://com.linkedin.android", downloads: 1 },
    { referrer: "https://www.linkedin.com", downloads: 4 },
  ],
  allTime: 12,
};

describe("reportDays", () => {
  it(`lists ${REPORT_DAYS} calendar days ending today, across a month end`, () => {
    const days = reportDays("2026-03-02");
    expect(days).toHaveLength(REPORT_DAYS);
    expect(days.slice(-4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(days[0]).toBe("2026-02-01");
  });

  it("counts 29 February in a leap year", () => {
    expect(reportDays("2028-03-01").slice(-2)).toEqual(["2028-02-29", "2028-03-01"]);
  });
});

describe("buildReport", () => {
  const report = buildReport(counts);

  it("shows every day, with 0 where nobody downloaded", () => {
    expect(report.days).toHaveLength(REPORT_DAYS);
    expect(report.days.at(-1)).toEqual({ day: "2026-03-02", downloads: 2 });
    expect(report.days.at(-2)).toEqual({ day: "2026-03-01", downloads: 0 });
    expect(report.days[0]).toEqual({ day: "2026-02-01", downloads: 4 });
  });

  it("totals the days of the period and keeps the all-time count apart", () => {
    expect(report.total).toBe(7);
    expect(report.allTime).toBe(12);
  });

  it("puts the referrers with most downloads first", () => {
    expect(report.referrers.map(({ referrer }) => referrer)).toEqual([
      "https://www.linkedin.com",
      "direct",
      "android-app://com.linkedin.android",
    ]);
  });
});

describe("formatReport", () => {
  const text = formatReport(buildReport(counts));

  it("names the period and the time zone", () => {
    expect(text).toMatch(/^CV downloads, last 30 days \(2026-02-01 to 2026-03-02, Europe\/Vienna\)\n/);
  });

  it("prints aligned tables of days, referrers and totals", () => {
    expect(text).toContain("Day         Downloads\n2026-02-01          4\n");
    expect(text).toContain(
      [
        "Referrer                            Downloads",
        "https://www.linkedin.com                    4",
        "direct                                      2",
        "android-app://com.linkedin.android          1",
      ].join("\n"),
    );
    expect(text).toContain("last 30 days           7\nall rows kept         12");
  });

  it("says so when the period has no downloads", () => {
    expect(formatReport(buildReport({ ...counts, perDay: [], perReferrer: [] }))).toContain("No referrers");
  });
});

describe("withoutPassword", () => {
  it.each([
    ["postgres://postgres:secret@db.example.co:5432/postgres", "postgres://postgres:***@db.example.co:5432/postgres"],
    ["postgres://127.0.0.1:54322/postgres", "postgres://127.0.0.1:54322/postgres"],
    ["not a url", "(a value that is not a URL)"],
  ])("prints %p as %p", (url, printed) => {
    expect(withoutPassword(url)).toBe(printed);
  });
});

describe("formatReport with many referrers", () => {
  const perReferrer = Array.from({ length: 5000 }, (_, i) => ({ referrer: `https://r${i}.example`, downloads: 1 }));
  perReferrer[4999] = { referrer: "https://www.linkedin.com", downloads: 50 };
  const lines = formatReport(buildReport({ ...counts, perReferrer })).split("\n");

  it(`lists the top ${REFERRER_ROWS} by name and the rest in one line`, () => {
    const table = lines.slice(lines.indexOf(lines.find((line) => line.startsWith("Referrer"))!));
    expect(table[1]).toMatch(/^https:\/\/www\.linkedin\.com +50$/);
    expect(table[REFERRER_ROWS + 1]).toMatch(/^4980 other referrers \(--json lists them\) +4980$/);
    expect(lines.length).toBeLessThan(REPORT_DAYS + REFERRER_ROWS + 12);
  });

  it("adds no remainder line when every referrer fits", () => {
    expect(formatReport(buildReport(counts))).not.toContain("other referrers");
  });
});

describe("databaseUrlProblem", () => {
  it.each(["postgresql://postgres:pw@db.example.com:5432/postgres", "postgres://u@127.0.0.1/db?sslmode=require"])(
    "accepts %s",
    (url) => {
      expect(databaseUrlProblem(url)).toBeUndefined();
    },
  );

  it.each([
    ["not a url", /^is not a URL; copy the connection string/],
    ["https://db.example.com", /^must start with postgresql:\/\/ \(found "https:\/\/…"\)$/],
    ["postgresql:///postgres", /^names no host/],
  ])("refuses %p", (url, message) => {
    expect(databaseUrlProblem(url)).toMatch(message);
  });
});

describe("timeZoneProblem", () => {
  it.each(["UTC", "Europe/Vienna", "America/Argentina/Buenos_Aires"])("accepts %s", (zone) => {
    expect(timeZoneProblem(zone)).toBeUndefined();
  });

  it("names an unknown zone and gives an example", () => {
    expect(timeZoneProblem("Mars/Olympus")).toBe(
      '--time-zone "Mars/Olympus" is not a known time zone; use a name such as Europe/Vienna or UTC',
    );
  });
});
