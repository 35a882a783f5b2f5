/** @jest-environment node */
import { parseRecordOutcome, toRecordArgs } from "./store.ts";

describe("toRecordArgs", () => {
  it("names the arguments as record_cv_download declares them", () => {
    const download = { userAgent: "UA", referrer: "direct", reportedAt: null };
    expect(toRecordArgs(download, "203.0.113.7")).toEqual({
      client: "203.0.113.7",
      user_agent: "UA",
      referrer: "direct",
      reported_at: null,
    });
  });
});

describe("parseRecordOutcome", () => {
  it("reads a recorded download", () => {
    expect(parseRecordOutcome({ recorded: true })).toEqual({ recorded: true });
  });

  it("reads a refusal with the seconds to wait", () => {
    expect(parseRecordOutcome({ recorded: false, retry_after_seconds: 42 })).toEqual({
      recorded: false,
      retryAfterSeconds: 42,
    });
  });

  it.each([
    null,
    undefined,
    "ok",
    [],
    {},
    { recorded: "true" },
    { recorded: false },
    { recorded: false, retry_after_seconds: 0 },
    { recorded: false, retry_after_seconds: 1.5 },
  ])("treats the unexpected answer %p as a fault, not as a refusal", (answer) => {
    expect(() => parseRecordOutcome(answer)).toThrow(/record_cv_download answered/);
  });
});
