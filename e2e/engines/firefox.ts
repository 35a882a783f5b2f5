import puppeteer from "puppeteer-core";
import { COMMAND_TIMEOUT_MS, VIEWPORT, pageExpression, type Engine } from "./engine";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no
 * geckodriver, nothing downloaded). Problems come from BiDi's log, which
 * carries console messages, uncaught errors and, in Firefox, every CSP
 * violation: the pages are served exactly as production serves them.
 */
export const firefox: Engine = {
  name: "Firefox",
  packages: { "firefox-esr": FIREFOX_PATH },
  async launch(siteUrl) {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: VIEWPORT,
      protocolTimeout: COMMAND_TIMEOUT_MS,
      // scripts/test-engines.ts closes the browser on a signal, removing its profile; puppeteer would only kill it.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warn")
          problems.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error instanceof Error ? error.message : error}`));
      const click = async (selector: string) => {
        const element = await page.$(selector);
        if (!element) throw new Error(`nothing to click at ${selector}`);
        await element.click();
      };
      return {
        version: await browser.version(),
        open: async (path) => void (await page.goto(new URL(path, siteUrl).href)),
        run: async (fn, ...args) => (await page.evaluate(pageExpression(fn, args))) as never,
        click,
        // Until the new page loads, the page the journey reads may have no document element yet.
        follow: async (selector) =>
          void (await Promise.all([page.waitForNavigation({ waitUntil: "load" }), click(selector)])),
        press: (key) => page.keyboard.press(key),
        problems: async () => [...problems],
        close: () => browser.close(),
      };
    } catch (error) {
      await browser.close();
      throw error;
    }
  },
};
