#!/usr/bin/env node
/**
 * The end-to-end tests and the bundle gate drive Debian's Chromium, never a
 * browser downloaded by Playwright. On a fresh machine this installs the
 * `chromium` and `chromium-headless-shell` packages once.
 */
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.mjs";
import { ensureDebianPackages } from "./debian-packages.mjs";

ensureDebianPackages({ chromium: CHROMIUM_PATH, "chromium-headless-shell": HEADLESS_SHELL_PATH });
