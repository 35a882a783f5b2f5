#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium, never a browser downloaded by
 * Playwright. On a fresh machine this installs the `chromium` package once.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.mjs";

if (existsSync(CHROMIUM_PATH)) process.exit(0);

console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package…`);
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const run = (args) =>
  execFileSync(asRoot ? args[0] : "sudo", asRoot ? args.slice(1) : args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
try {
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "chromium"]);
} catch (error) {
  console.error(`Could not install Chromium (${error.message}). Install it with: apt-get install chromium`);
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium is still missing at ${CHROMIUM_PATH}.`);
  process.exit(1);
}
