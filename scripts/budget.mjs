#!/usr/bin/env node
/**
 * Bundle gate: what a first visit to each page in public/ (or SITE_DIR) downloads, brotli-
 * compressed like the CDN serves it, against perf/budget.json (each
 * language's copy of a page against that page's budget). The JavaScript
 * is every script a visit fetches without any input, measured in Chromium at
 * a phone's and at a desktop's width (first-visit-scripts.mjs), the larger of
 * the two; the CSS and the HTML are read from the built files.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { builtPages, languageCopies, measurePage } from "./build-output.mjs";
import { measureFirstVisits } from "./first-visit-scripts.mjs";

// npm test measures its copy of the build (scripts/test-e2e.ts), while public/ is rebuilt for other content.
const PUBLIC_DIR = process.env.SITE_DIR || "public";
const budget = JSON.parse(await readFile(new URL("../perf/budget.json", import.meta.url), "utf8"));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// A page the content may leave out (the writing pages) is "optional", or a pattern: measured where it was built.
const pages = Object.entries(budget.pages).flatMap(([page, limits]) =>
  [...builtPages(PUBLIC_DIR, page), ...languageCopies(PUBLIC_DIR, page)]
    .filter((built) => !limits.optional || existsSync(join(PUBLIC_DIR, built)))
    .map((built) => [built, limits]),
);

const visits = await measureFirstVisits(
  PUBLIC_DIR,
  pages.map(([page]) => page),
);
const rows = [];
const details = [];
for (const [page, limits] of pages) {
  const measured = await measurePage(PUBLIC_DIR, page);
  const fetchedAt = new Map();
  for (const [width, visit] of Object.entries(visits[page])) {
    // The scripts the HTML and the page's chunk group name are fetched on any visit that works at all.
    const fetched = visit.scripts.map((script) => script.src);
    const missing = measured.scripts.map((script) => script.src).filter((src) => !fetched.includes(src));
    if (missing.length > 0) throw new Error(`A visit to ${page} at ${width} width never fetched ${missing.join(", ")}`);
    details.push(`  ${page} at ${width} width: ${kb(visit.brotli)}`);
    for (const { src, brotli } of visit.scripts) {
      fetchedAt.set(src, { brotli, widths: [...(fetchedAt.get(src)?.widths ?? []), width] });
    }
  }
  for (const [src, { brotli, widths }] of fetchedAt) {
    details.push(`    ${kb(brotli).padStart(9)}  ${src}  (${widths.join(", ")})`);
  }
  const js = Math.max(...Object.values(visits[page]).map((visit) => visit.brotli));
  for (const kind of ["js", "css", "html"]) {
    const actual = kind === "js" ? js : measured[kind].brotli;
    rows.push({ page, kind, actual, limit: limits[kind], over: actual > limits[kind] });
  }
}

console.log("page          kind  brotli      budget      status");
for (const row of rows) {
  console.log(
    `${row.page.padEnd(13)} ${row.kind.padEnd(5)} ${kb(row.actual).padStart(10)}  ${kb(row.limit).padStart(10)}  ${row.over ? "OVER" : "ok"}`,
  );
}
console.log(`\nScripts a first visit fetches without input (brotli):\n${details.join("\n")}`);
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((row) => `${row.page} ${row.kind} by ${kb(row.actual - row.limit)}`).join(", ")}`,
  );
  process.exit(1);
}
console.log("\nAll pages within budget.");
