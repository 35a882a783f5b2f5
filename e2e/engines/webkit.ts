import { spawn } from "node:child_process";
import { COMMAND_TIMEOUT_MS, VIEWPORT, pageExpression, type Engine, type Key } from "./engine";
import { supervise, type Supervised } from "./child-process";
import { freePort } from "../../scripts/free-port.mjs";
import { watchProblems } from "./problem-watch";
import { startVirtualDisplay, XVFB_PATH, type VirtualDisplay } from "./virtual-display";
import { waitFor } from "./wait";
import { ELEMENT, newSession, waitForDriver, type Command } from "./webdriver";

/** A mark on the page a link is followed from; the page it leads to has none. */
const LEAVING = "__followedFrom";
/** What WebKitWebDriver answers a script sent while the page unloads. */
const UNLOADING = /no such frame|unload/i;

const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";
const DEBIAN_ARCH = process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
/** WebKitGTK's own small browser, which the driver automates; it comes with the driver's libwebkit2gtk. */
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? `/usr/lib/${DEBIAN_ARCH}/webkit2gtk-4.1/MiniBrowser`;
/** Larger than the window, so the window is never clipped to the screen. */
const SCREEN = "1600x1200x24";
const DRIVER_START_MS = 10_000;
const asRoot = () => process.getuid?.() === 0;

/** WebDriver's codes for the keys, from the WebDriver standard's table of special keys. */
const KEYS: Record<Key, string> = { ArrowLeft: "\uE012", Enter: "\uE007" };

/**
 * Sizes the window so that the page's viewport, not the window, has the
 * journey's size. GTK resizes asynchronously and the window's frame can read
 * wrong mid-resize, so this measures again until the viewport is right.
 */
async function fitViewport(command: Command) {
  const { width, height } = VIEWPORT;
  await waitFor(
    `the viewport is ${width}×${height}`,
    async () => {
      const [innerWidth, innerHeight, outerWidth, outerHeight] = await command<number[]>("POST", "/execute/sync", {
        script: "return [innerWidth, innerHeight, outerWidth, outerHeight]",
        args: [],
      });
      if (innerWidth === width && innerHeight === height) return true;
      await command("POST", "/window/rect", {
        width: width + outerWidth! - innerWidth!,
        height: height + outerHeight! - innerHeight!,
      });
      return false;
    },
    DRIVER_START_MS,
  );
}

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver (classic
 * WebDriver), on a virtual X display. Classic WebDriver has no console, so the
 * pages come through a problem watch (problem-watch.ts).
 */
export const webkit: Engine = {
  name: "WebKit",
  packages: { "webkit2gtk-driver": WEBKIT_DRIVER_PATH, xvfb: XVFB_PATH },
  async launch(siteUrl) {
    const watch = await watchProblems(siteUrl);
    let display: VirtualDisplay | undefined;
    let driver: Supervised | undefined;
    const stop = async () => {
      await driver?.stop();
      await display?.stop();
      await watch.close();
    };

    try {
      display = await startVirtualDisplay(SCREEN, DRIVER_START_MS);
      const port = await freePort();
      const driverUrl = `http://127.0.0.1:${port}`;
      const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
        // A process group of its own, so that stopping the driver ends the browser it started too.
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        // WebKit's sandbox cannot start as root.
        env: {
          ...process.env,
          DISPLAY: display.display,
          ...(asRoot() ? { WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1" } : {}),
        },
      });
      driver = supervise(child, "WebKitWebDriver", { group: true });
      await waitForDriver(driverUrl, DRIVER_START_MS, driver.checkRunning);
      const { capabilities, command } = await newSession(driverUrl, {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        timeouts: { pageLoad: COMMAND_TIMEOUT_MS, script: COMMAND_TIMEOUT_MS },
      }).catch((error: Error) => {
        throw new Error(`${error.message}\n${driver?.lastWords()}`);
      });
      await fitViewport(command);
      const click = async (selector: string) => {
        const element = await command<Record<string, string>>("POST", "/element", {
          using: "css selector",
          value: selector,
        });
        await command("POST", `/element/${element[ELEMENT]}/click`, {});
      };
      return {
        version: `WebKitGTK ${capabilities.browserVersion}`,
        open: async (path) => void (await command("POST", "/url", { url: new URL(path, watch.url).href })),
        run: (fn, ...args) =>
          command("POST", "/execute/sync", { script: `return ${pageExpression(fn, args)}`, args: [] }),
        click,
        // WebDriver's click waits for a navigation it starts, but a link whose handler runs first (the language
        // switch keeps the section) can start it just after the click returns, and a script run then fails with
        // "no such frame … before the unload event". So the old page is marked, and the new one waited for.
        follow: async (selector) => {
          await command("POST", "/execute/sync", { script: `window.${LEAVING} = true; return true`, args: [] });
          await click(selector);
          await waitFor(
            `the page ${selector} leads to has loaded`,
            () =>
              command<boolean>("POST", "/execute/sync", {
                script: `return !window.${LEAVING} && document.readyState === "complete"`,
                args: [],
              }).catch((error: Error) => {
                if (UNLOADING.test(error.message)) return false;
                throw error;
              }),
            COMMAND_TIMEOUT_MS,
          );
        },
        // One key per command: WebKitWebDriver drops repeated keys sent in one burst.
        press: async (key) =>
          void (await command("POST", "/actions", {
            actions: [
              {
                type: "key",
                id: "keyboard",
                actions: [
                  { type: "keyDown", value: KEYS[key] },
                  { type: "keyUp", value: KEYS[key] },
                ],
              },
            ],
          })),
        problems: async () => [...watch.problems],
        async close() {
          await command("DELETE", "").catch(() => undefined);
          await stop();
        },
      };
    } catch (error) {
      await stop();
      throw error;
    }
  },
};
