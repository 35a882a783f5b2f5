/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PALETTE } from "./palette";

const css = readFileSync(join(__dirname, "../styles/global.css"), "utf8");

/** A --color-* triplet a block of global.css declares, as #rrggbb. */
function cssColour(selector: string, token: string): string {
  const block = new RegExp(String.raw`(?:^|\s)${selector.replace(".", "\\.")}\s*\{([^}]*)\}`).exec(css)?.[1] ?? "";
  const rgb = new RegExp(String.raw`--color-${token}:\s*(\d+)\s+(\d+)\s+(\d+)`).exec(block)?.slice(1).map(Number) ?? [];
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** "accentInk" is --color-accent-ink. */
const tokenName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("PALETTE", () => {
  it.each([
    ["light", ":root"],
    ["dark", ".dark"],
  ] as const)("names the %s theme's colours as %s in global.css declares them", (theme, selector) => {
    for (const [key, colour] of Object.entries(PALETTE[theme])) {
      expect([key, colour]).toEqual([key, cssColour(selector, tokenName(key))]);
    }
  });
});
