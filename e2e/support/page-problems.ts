import type { Page } from "@playwright/test";

/**
 * Collects everything that should never happen on a normal visit: CSP
 * violations (reported by the page itself, from before its first script),
 * console errors and warnings (React warnings among them) and uncaught
 * exceptions. Call before the first navigation; the list stays filled across
 * navigations.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("__reportCspViolation", (violation: string) =>
    problems.push(`CSP violation: ${violation}`),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
    window.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}${source} ${event.sample}`);
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      const { url } = message.location();
      problems.push(`console ${message.type()}: ${message.text()}${url ? ` (${url})` : ""}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
