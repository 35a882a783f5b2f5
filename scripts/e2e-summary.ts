import type { TestCase } from "@playwright/test/reporter";

/**
 * The end-to-end run's verdict, kept apart from Playwright's reporter
 * (e2e/support/summary-reporter.ts) so that Jest can check it. A test that
 * passed only on a retry is flaky: it fails the run, in CI and locally alike,
 * unless e2e/support/quarantine.ts lists it with the reason it may.
 */

export type Outcome = ReturnType<TestCase["outcome"]>;

export interface EndedTest {
  /** The full title, its parts joined with " › ", as quarantine.ts names it. */
  title: string;
  outcome: Outcome;
}

export interface QuarantineEntry {
  title: string;
  reason: string;
}

export interface E2eSummary {
  /** One line per flaky test, then "e2e: N passed, N failed, N skipped". */
  lines: string[];
  /** Flaky tests the quarantine does not list: each fails the run. */
  unlistedFlaky: string[];
}

export function summarizeE2e(tests: Iterable<EndedTest>, quarantine: ReadonlyArray<QuarantineEntry>): E2eSummary {
  const lines: string[] = [];
  const unlistedFlaky: string[] = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { title, outcome } of tests) {
    if (outcome === "flaky") {
      const quarantined = quarantine.find((entry) => entry.title === title);
      if (quarantined) {
        passed += 1;
        lines.push(`e2e: flaky (passed on retry, quarantined: ${quarantined.reason}): ${title}`);
      } else {
        failed += 1;
        unlistedFlaky.push(title);
        lines.push(`e2e: flaky (passed on retry, not quarantined, fails the run): ${title}`);
      }
    } else if (outcome === "expected") passed += 1;
    else if (outcome === "skipped") skipped += 1;
    else failed += 1;
  }
  lines.push(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, unlistedFlaky };
}
