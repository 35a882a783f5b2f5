/** @jest-environment node */
import { summarizeE2e, type EndedTest } from "./e2e-summary";

const QUARANTINE = [{ title: "desktop › chat.spec.ts › replies", reason: "the clock races the reply (#12)" }];

describe("summarizeE2e", () => {
  it("counts passed, failed and skipped tests and ends with the summary line", () => {
    const tests: EndedTest[] = [
      { title: "a", outcome: "expected" },
      { title: "b", outcome: "expected" },
      { title: "c", outcome: "unexpected" },
      { title: "d", outcome: "skipped" },
    ];
    expect(summarizeE2e(tests, QUARANTINE)).toEqual({
      lines: ["e2e: 2 passed, 1 failed, 1 skipped"],
      unlistedFlaky: [],
    });
  });

  it("fails the run with a flaky test the quarantine does not list, and names it", () => {
    const summary = summarizeE2e(
      [
        { title: "a", outcome: "expected" },
        { title: "desktop › hero.spec.ts › swipes", outcome: "flaky" },
      ],
      QUARANTINE,
    );
    expect(summary.unlistedFlaky).toEqual(["desktop › hero.spec.ts › swipes"]);
    expect(summary.lines).toEqual([
      "e2e: flaky (passed on retry, not quarantined, fails the run): desktop › hero.spec.ts › swipes",
      "e2e: 1 passed, 1 failed, 0 skipped",
    ]);
  });

  it("counts a quarantined flaky test as passed, with its reason, and does not fail the run", () => {
    const summary = summarizeE2e([{ title: "desktop › chat.spec.ts › replies", outcome: "flaky" }], QUARANTINE);
    expect(summary.unlistedFlaky).toEqual([]);
    expect(summary.lines).toEqual([
      "e2e: flaky (passed on retry, quarantined: the clock races the reply (#12)): desktop › chat.spec.ts › replies",
      "e2e: 1 passed, 0 failed, 0 skipped",
    ]);
  });

  it("matches the quarantine by the whole title only", () => {
    const summary = summarizeE2e([{ title: "phone › chat.spec.ts › replies", outcome: "flaky" }], QUARANTINE);
    expect(summary.unlistedFlaky).toEqual(["phone › chat.spec.ts › replies"]);
  });

  it("counts a test that failed every attempt as failed, listed or not", () => {
    const summary = summarizeE2e([{ title: "desktop › chat.spec.ts › replies", outcome: "unexpected" }], QUARANTINE);
    expect(summary).toEqual({ lines: ["e2e: 0 passed, 1 failed, 0 skipped"], unlistedFlaky: [] });
  });
});
