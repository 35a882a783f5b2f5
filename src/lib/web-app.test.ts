/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { THEME_COLORS } from "./web-app";

const css = readFileSync(join(__dirname, "../styles/global.css"), "utf8");

/** The --color-page triplet a block of global.css declares, as #rrggbb. */
function pageColour(selector: string): string {
  const block = new RegExp(String.raw`(?:^|\s)${selector.replace(".", "\\.")}\s*\{([^}]*)\}`).exec(css)?.[1] ?? "";
  const rgb = /--color-page:\s*(\d+)\s+(\d+)\s+(\d+)/.exec(block)?.slice(1).map(Number) ?? [];
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

describe("THEME_COLORS", () => {
  it.each([
    ["light", ":root"],
    ["dark", ".dark"],
  ] as const)("%s is the page background of %s in global.css", (theme, selector) => {
    expect(THEME_COLORS[theme]).toBe(pageColour(selector));
  });
});
