import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Ends the run with one plain "e2e: N passed, N failed" line that CI reads.
 * A test counts once, by its final outcome (a flaky pass after retry is a pass).
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult["status"]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(_result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const status of this.outcomes.values()) {
      if (status === "passed") passed += 1;
      else if (status === "skipped") skipped += 1;
      else failed += 1;
    }
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
