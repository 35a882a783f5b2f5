/** Debian's Chromium and the flags it needs here: as root, and with no network beyond localhost. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell, the same engine without the
 * browser's window and UI processes, which is what Playwright itself runs for
 * headless tests. Page loads cost it about a third of the CPU time
 * (docs/testing.md), so the tests that only read pages use it; Lighthouse and
 * the screenshots keep the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** The Debian packages that hold them, by the file each installs. */
export const CHROMIUM_PACKAGES = { chromium: CHROMIUM_PATH, "chromium-headless-shell": HEADLESS_SHELL_PATH };

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * The headless shell hints glyphs to whole pixels unless told not to, which
 * no desktop browser's layout does: text a pixel or more wider or narrower per
 * word, and a swap from the fallback font to Inter that moves lines a visitor's
 * browser keeps still.
 */
export const HEADLESS_SHELL_ARGS = [...CHROMIUM_ARGS, "--font-render-hinting=none"];
