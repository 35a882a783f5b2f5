#!/usr/bin/env node
/**
 * The end-to-end tests and the bundle gate drive Debian's Chromium, never a
 * browser downloaded by Playwright. On a fresh machine this installs the
 * `chromium` and `chromium-headless-shell` packages once.
 */
import { CHROMIUM_PACKAGES } from "./chromium.mjs";
import { ensureDebianPackages } from "./debian-packages.mjs";

ensureDebianPackages(CHROMIUM_PACKAGES);
