import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";
import { summarizeE2e } from "../../scripts/e2e-summary";
import { QUARANTINE } from "./quarantine";

/**
 * Ends the run with one plain "e2e: N passed, N failed" line that CI reads.
 * A test that passed only on a retry is flaky: each is named on a line of its
 * own before the summary, so a retry never hides one, and it fails the run
 * unless quarantine.ts lists it (scripts/e2e-summary.ts decides).
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<string, TestCase>();

  onTestEnd(test: TestCase): void {
    this.tests.set(test.id, test);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    const ended = [...this.tests.values()].map((test) => ({
      title: test.titlePath().filter(Boolean).join(" › "),
      outcome: test.outcome(),
    }));
    const { lines, unlistedFlaky } = summarizeE2e(ended, QUARANTINE);
    for (const line of lines) console.log(line);
    return unlistedFlaky.length > 0 && result.status === "passed" ? { status: "failed" } : undefined;
  }
}
