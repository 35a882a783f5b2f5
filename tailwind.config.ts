import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";
import { HERO_PAINTED_CLASS, HERO_CONTENT_ATTR, HERO_READY_CLASS, JS_CLASS } from "./src/boot/contract";
import { NARROW_PHONE_PX, SCREEN_STEPS, SCREENS, SCREENS_PX, minWidthQuery } from "./src/lib/breakpoints";
import {
  AVAILABILITY_PING_S,
  AVAILABILITY_PINGS,
  CARD_STACK_MAX_WIDTH_PX,
  CARD_STACK_MAX_WIDTH_VW,
  ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX,
  SHORT_VIEWPORT_MAX_HEIGHT_PX,
  SHORT_VIEWPORT_QUERY,
  SQUAT_PHONE_MAX_HEIGHT_PX,
  SUB_LINE_ENTER_DURATION_S,
  SUB_LINE_ENTER_OFFSET_PX,
} from "./src/lib/constants";

/**
 * One small design system: colours are CSS variables (src/styles/global.css)
 * so both themes share every class; spacing and type use Tailwind's scales.
 */
/** A media query as a variant's format; see the plugins below. */
const mediaVariant = (query: string) => `@media ${query} { :root & }`;
const SHORT_VARIANT = mediaVariant(SHORT_VIEWPORT_QUERY);
// Below the first of Tailwind's screens, so a fraction of a pixel short of the width, as max-* variants are.
const belowQuery = (px: number) => `(max-width: ${px - 0.02}px)`;
const NARROW_QUERY = belowQuery(NARROW_PHONE_PX);
const BELOW_MD_QUERY = belowQuery(SCREENS_PX.md);
// Taller than a low screen, at any orientation.
const TALLER_THAN_LOW = `(min-height: ${SHORT_VIEWPORT_MAX_HEIGHT_PX + 1}px)`;
// From md and not low: upright, or landscape and taller than a low screen (SHORT_VIEWPORT_QUERY's complement).
const FRAMED_QUERY = [
  `(min-width: ${SCREENS_PX.md}px) and (orientation: portrait)`,
  `(min-width: ${SCREENS_PX.md}px) and ${TALLER_THAN_LOW}`,
].join(", ");
// A phone or a tablet held upright: below lg and taller than a low screen, so its photo stands centred above the name
// at min(90vw, 400px), whatever the height (photo-stack-layout.ts).
const UPRIGHT_QUERY = `${belowQuery(SCREENS_PX.lg)} and ${TALLER_THAN_LOW}`;
const SQUAT_PHONE_QUERY = `${belowQuery(SCREENS_PX.xs)} and ${TALLER_THAN_LOW} and (max-height: ${SQUAT_PHONE_MAX_HEIGHT_PX}px)`;
// A low screen from sm with the height to spare for a little more air (ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX).
const ROOMY_SHORT_QUERY = `${SHORT_VIEWPORT_QUERY} and ${minWidthQuery("sm")} and (min-height: ${ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX}px)`;
// Below md and taller than a low screen: a phone or a tablet held upright, where the chat is a card under the text
// that grows with what it holds (FRAMED_QUERY's and SHORT_VIEWPORT_QUERY's complement).
const STACKED_QUERY = `${BELOW_MD_QUERY} and ${TALLER_THAN_LOW}`;

const token = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

/** The display face's local stand-in and the generic faces after it (src/styles/fonts.css). */
const DISPLAY_STAND_IN = '"Instrument Serif Fallback", ui-serif, Georgia, serif';

const config: Config = {
  content: ["./src/**/*.{ts,tsx}"],
  darkMode: "class",
  // Tailwind otherwise declares its --tw-* variables on every element and pseudo-element, which
  // slows the first style recalculation of this long page (docs/performance.md). With this the
  // defaults sit only on the classes that read them. See the focus ring in global.css.
  experimental: { optimizeUniversalDefaults: true },
  theme: {
    // Declared once in src/lib/breakpoints.ts, for the code that needs them too. Plain widths
    // only, so max-* variants keep working.
    screens: Object.fromEntries(Object.entries(SCREENS_PX).map(([name, px]) => [name, `${px}px`])),
    extend: {
      // A hairline inside a box's edge, which keeps the box's size: a pill's or a tile's on the page. A shadow rather
      // than a ring, as a component stylesheet gets none of the ring utilities' defaults.
      boxShadow: {
        hairline: "inset 0 0 0 1px rgb(var(--color-line))",
      },
      colors: {
        page: token("page"),
        surface: token("surface"),
        raised: token("raised"),
        ink: token("ink"),
        muted: token("muted"),
        body: token("body"),
        line: token("line"),
        control: token("control"),
        accent: token("accent"),
        "accent-ink": token("accent-ink"),
        "on-accent": token("on-accent"),
        success: token("success"),
        device: token("device"),
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', "ui-sans-serif", "system-ui", "sans-serif"],
        // The name's and the section headings' face, one regular weight: its list is a variable (global.css).
        display: "var(--font-display)",
      },
      maxWidth: {
        content: "var(--content-width)",
        // The reading measure, about 70 characters of the large body text (46rem held 84-90), in rem so that a
        // column of smaller text beside or under it ends on the same line.
        measure: "38rem",
      },
      height: {
        header: "var(--header-height)",
      },
      // Text beside a column as wide as the hero's photo, which stands on the content's edge, so a right column
      // below the hero lines up with it.
      gridTemplateColumns: {
        "beside-photo": `minmax(0, 1fr) ${CARD_STACK_MAX_WIDTH_PX}px`,
      },
      // The left edge of the hero's photo on an upright phone, where it is centred in its box at its widest.
      inset: {
        "photo-start": `calc(50% - min(${CARD_STACK_MAX_WIDTH_VW / 2}vw, ${CARD_STACK_MAX_WIDTH_PX / 2}px))`,
      },
      // A phone's corners: the screen's radius is the device's minus its bezel (p-2).
      borderRadius: {
        device: "2.75rem",
        "device-screen": "2.25rem",
      },
      keyframes: {
        "typing-dot": {
          "0%, 80%, 100%": { opacity: "0.25", transform: "translateY(0)" },
          "40%": { opacity: "1", transform: "translateY(-3px)" },
        },
        // The hero's next sub-line rises into place (SubLine).
        "sub-line-enter": {
          from: { opacity: "0", transform: `translateY(${SUB_LINE_ENTER_OFFSET_PX}px)` },
          to: { opacity: "1", transform: "none" },
        },
      },
      animation: {
        "typing-dot": "typing-dot 1.2s infinite ease-in-out",
        "sub-line-enter": `sub-line-enter ${SUB_LINE_ENTER_DURATION_S}s ease-out`,
        // Tailwind's ping, a few times instead of forever (AvailabilityBadge).
        "ping-briefly": `ping ${AVAILABILITY_PING_S}s cubic-bezier(0, 0, 0.2, 1) ${AVAILABILITY_PINGS}`,
      },
    },
  },
  plugins: [
    // With JavaScript and before the hero photos have settled (see src/boot/hero-reveal-script.ts).
    plugin(({ addVariant }) => addVariant("hero-pending", `.${JS_CLASS}:not(.${HERO_READY_CLASS}) &`)),
    // On a page with a hero the display face is left out of its list until the hero's photo has been drawn, so it
    // is fetched then rather than beside the photos the hero waits for (docs/decisions/0016). Its stand-in has its
    // metrics, so the swap moves nothing. A page without a hero, or without script, has it at once.
    plugin(({ addBase }) =>
      addBase({
        ":root": { "--font-display": `"Instrument Serif", ${DISPLAY_STAND_IN}` },
        [`.${JS_CLASS}:not(.${HERO_PAINTED_CLASS}):has([${HERO_CONTENT_ATTR}])`]: {
          "--font-display": DISPLAY_STAND_IN,
        },
      }),
    ),
    // A finger rather than a mouse: a tablet held sideways is as wide as a laptop. Before `short`, so that a low
    // screen's own value wins where both set one.
    plugin(({ addVariant }) => addVariant("coarse", mediaVariant("(pointer: coarse)"))),
    // A first screen too low for the portrait above the name (a phone held sideways, a window
    // zoomed to 200%). Tailwind emits screens after custom variants, so `:root` lends the weight
    // that lets these win over the width steps.
    plugin(({ addVariant }) => addVariant("short", SHORT_VARIANT)),
    // A finger on a low screen: a phone held sideways. A variant of its own, after `short`, as two of these stacked
    // (`short:coarse:`) would ask for a `:root` inside `:root`, which matches nothing.
    plugin(({ addVariant }) =>
      addVariant("short-coarse", mediaVariant(`${SHORT_VIEWPORT_QUERY} and (pointer: coarse)`)),
    ),
    // Where the chat has no column of its own beside the text (below md), or the screen is low: the chat is then a
    // plain card, not a device drawn inside the visitor's own phone. Before `narrow`, so that a narrow phone's own
    // value wins where both set one.
    plugin(({ addVariant }) => addVariant("frameless", mediaVariant(`${BELOW_MD_QUERY}, ${SHORT_VIEWPORT_QUERY}`))),
    // Its complement: from md on a screen that is not low, where the chat is drawn as a whole device.
    plugin(({ addVariant }) => addVariant("framed", mediaVariant(FRAMED_QUERY))),
    plugin(({ addVariant }) => addVariant("upright", mediaVariant(UPRIGHT_QUERY))),
    plugin(({ addVariant }) => addVariant("stacked", mediaVariant(STACKED_QUERY))),
    // An upright phone whose first screen is low (SQUAT_PHONE_MAX_HEIGHT_PX); only the hero's stylesheet uses it.
    plugin(({ addVariant }) => addVariant("squat", mediaVariant(SQUAT_PHONE_QUERY))),
    // A low screen from sm with height to spare; only the chat's stylesheets use it.
    plugin(({ addVariant }) => addVariant("roomy", mediaVariant(ROOMY_SHORT_QUERY))),
    // A narrow phone (see NARROW_PHONE_PX).
    plugin(({ addVariant }) => addVariant("narrow", mediaVariant(NARROW_QUERY))),
    // The header bar's height, which the page reserves above the hero and below every in-page link target. On a
    // low screen it is 48 px, an eighth of a phone held sideways (56 px was a seventh), its controls 40 px, or a
    // finger's 44.
    plugin(({ addBase }) =>
      addBase({
        ":root": { "--header-height": "3.5rem" },
        [`@media ${SHORT_VIEWPORT_QUERY}`]: { ":root": { "--header-height": "3rem" } },
      }),
    ),
    // Markup written once per width step before the width is known (the carousel's counter): an element with
    // data-show-at shows only at the steps it names, e.g. "sm md".
    plugin(({ addBase }) =>
      addBase(
        Object.fromEntries(
          SCREEN_STEPS.map((step, index) => {
            const next = SCREENS[index];
            const query = [step !== "base" && minWidthQuery(step), next && belowQuery(SCREENS_PX[next])].filter(
              Boolean,
            );
            return [
              `@media ${query.join(" and ")}`,
              { [`[data-show-at]:not([data-show-at~="${step}"])`]: { display: "none" } },
            ];
          }),
        ),
      ),
    ),
    // A line of proof (a role's achievement, a project's outcome) led by a point: one shape wherever it stands, for
    // the stylesheets to @apply; each sets only how far down the line its point sits. Sizes in global.css.
    plugin(({ addComponents }) =>
      addComponents({
        ".proof-point": {
          display: "flex",
          gap: "var(--bullet-gap)",
          "&::before": {
            content: '""',
            flexShrink: "0",
            width: "var(--bullet)",
            height: "var(--bullet)",
            borderRadius: "9999px",
            backgroundColor: "rgb(var(--color-accent-ink))",
          },
        },
      }),
    ),
  ],
};

export default config;
