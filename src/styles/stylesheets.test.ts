import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "..");

/** Every stylesheet under src/, as a path from src/. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith(".css") ? [path.relative(SRC, full)] : [];
  });
}

/** A ring's width (`ring`, `ring-1`, `ring-inset`, under any variant), not its colour (`ring-line`). */
const RING_WIDTH = /(?:^|[\s:])ring(?:-\d+|-inset)?(?=[\s;]|$)/;

/** The @apply rules of a stylesheet, outside its comments, whose list names a ring's width. */
function ringApplies(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").match(/@apply[^;]*;/g) ?? [];
  return rules.filter((rule) => RING_WIDTH.test(rule));
}

describe("ringApplies", () => {
  it("finds a ring's width under a variant and leaves its colour alone", () => {
    expect(ringApplies(".a { @apply border dark:ring-1 dark:ring-white/10; }")).toHaveLength(1);
    expect(ringApplies(".a { @apply ring-inset; }")).toHaveLength(1);
    expect(ringApplies(".a { @apply ring; }")).toHaveLength(1);
    expect(ringApplies(".a { @apply bg-surface ring-line; } /* @apply ring-2: in prose */")).toEqual([]);
  });
});

// With optimizeUniversalDefaults (tailwind.config.ts) the --tw-ring-* defaults go only to the main stylesheet's own
// selectors, so a ring utility @applied in a stylesheet of its own, or on a pseudo-class alone, leaves box-shadow
// invalid and draws nothing, silently: the hero photo's dark hairline did so. Such a rule sets the shadow by hand.
describe.each(stylesheets(SRC))("%s", (file) => {
  it("sets a ring by hand rather than with a ring utility", () => {
    expect(ringApplies(readFileSync(path.join(SRC, file), "utf8"))).toEqual([]);
  });
});
