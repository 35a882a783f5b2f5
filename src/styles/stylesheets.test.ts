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

/**
 * Utilities whose declaration reads --tw-* variables that only Tailwind's universal defaults set: a ring's width (not
 * its colour), transforms, filters and backdrop filters, the numeric font variants, panning, snapping and border
 * spacing. Their `-none`, `-auto` and colour forms read none.
 */
const READS_DEFAULTS = new RegExp(
  "^(?:" +
    [
      String.raw`ring(?:-\d+|-inset)?`,
      String.raw`transform(?:-gpu)?`,
      String.raw`(?:translate-[xy]|rotate|skew-[xy]|scale(?:-[xy])?)-.+`,
      String.raw`(?:backdrop-)?(?:blur|brightness|contrast|drop-shadow|grayscale|hue-rotate|invert|saturate|sepia)(?:-(?!none$).+)?`,
      String.raw`backdrop-opacity-.+`,
      String.raw`(?:backdrop-)?filter`,
      "ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions",
      String.raw`touch-(?:pan-.+|pinch-zoom)`,
      "snap-(?:x|y|both)",
      String.raw`border-spacing(?:-.+)?`,
    ].join("|") +
    ")$",
);

/** A class list's utility without its variants, important mark or minus: `dark:-translate-y-1` → `translate-y-1`. */
function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  // By UTF-16 index, as slice() counts.
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === "[") depth += 1;
    else if (char === "]") depth -= 1;
    else if (char === ":" && depth === 0) start = index + 1;
  }
  return token.slice(start).replace(/^!?-?/, "");
}

/** The utilities of a stylesheet's @apply rules, outside its comments, that read the universal defaults. */
function defaultsReadInApplies(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").match(/@apply[^;]*;/g) ?? [];
  return rules
    .flatMap((rule) =>
      rule
        .replace(/^@apply|;$/g, "")
        .trim()
        .split(/\s+/),
    )
    .filter((token) => READS_DEFAULTS.test(utilityOf(token)));
}

describe("defaultsReadInApplies", () => {
  it("finds a ring's width under a variant and leaves its colour alone", () => {
    expect(defaultsReadInApplies(".a { @apply border dark:ring-1 dark:ring-white/10; }")).toEqual(["dark:ring-1"]);
    expect(defaultsReadInApplies(".a { @apply ring-inset; }")).toHaveLength(1);
    expect(defaultsReadInApplies(".a { @apply ring; }")).toHaveLength(1);
    expect(defaultsReadInApplies(".a { @apply bg-surface ring-line; } /* @apply ring-2: in prose */")).toEqual([]);
  });

  it("finds transforms, filters and numeric variants, and leaves their none forms and look-alikes alone", () => {
    expect(
      defaultsReadInApplies(
        ".a { @apply hover:-translate-y-1 group-hover:scale-105 dark:brightness-90 tabular-nums backdrop-blur-sm; }",
      ),
    ).toEqual([
      "hover:-translate-y-1",
      "group-hover:scale-105",
      "dark:brightness-90",
      "tabular-nums",
      "backdrop-blur-sm",
    ]);
    expect(
      defaultsReadInApplies(
        ".a { @apply transform-none filter-none blur-none shadow-sm drop-down opacity-50 touch-none snap-mandatory; }",
      ),
    ).toEqual([]);
    // A variant's brackets may hold a colon of their own.
    expect(defaultsReadInApplies(".a { @apply [&:hover]:scale-105 [overflow-wrap:anywhere]; }")).toEqual([
      "[&:hover]:scale-105",
    ]);
  });
});

// With optimizeUniversalDefaults (tailwind.config.ts) the --tw-* defaults go only to the main stylesheet's own
// selectors, so such a utility @applied in a stylesheet of its own, or on a pseudo-class alone, leaves its property
// invalid and draws nothing, silently: the hero photo's dark hairline, the project cards' lift, zoom and dark dimming,
// and the dates' figures of one width did so. Such a rule sets the property by hand.
describe.each(stylesheets(SRC))("%s", (file) => {
  it("sets by hand what a utility would set through Tailwind's universal defaults", () => {
    expect(defaultsReadInApplies(readFileSync(path.join(SRC, file), "utf8"))).toEqual([]);
  });
});
