#!/usr/bin/env node
/**
 * Bundle gate: the first-load JavaScript, CSS and HTML of each page in
 * public/, brotli-compressed like the CDN serves them, against perf/budget.json.
 * Deterministic (no browser, no timing), so CI can run it on every change.
 */
import { readFile } from "node:fs/promises";
import { measurePage } from "./build-output.mjs";

const budget = JSON.parse(await readFile(new URL("../perf/budget.json", import.meta.url), "utf8"));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const [page, limits] of Object.entries(budget.pages)) {
  const measured = await measurePage("public", page);
  for (const kind of ["js", "css", "html"]) {
    const actual = measured[kind].brotli;
    rows.push({ page, kind, actual, limit: limits[kind], over: actual > limits[kind] });
  }
}

console.log("page          kind  brotli      budget      status");
for (const row of rows) {
  console.log(
    `${row.page.padEnd(13)} ${row.kind.padEnd(5)} ${kb(row.actual).padStart(10)}  ${kb(row.limit).padStart(10)}  ${row.over ? "OVER" : "ok"}`,
  );
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((row) => `${row.page} ${row.kind} by ${kb(row.actual - row.limit)}`).join(", ")}`,
  );
  process.exit(1);
}
console.log("\nAll pages within budget.");
