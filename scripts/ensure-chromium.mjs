#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium, never a browser downloaded by
 * Playwright. On a fresh machine this installs the `chromium` package once.
 */
import { CHROMIUM_PATH } from "./chromium.mjs";
import { ensureDebianPackages } from "./debian-packages.mjs";

ensureDebianPackages({ chromium: CHROMIUM_PATH });
