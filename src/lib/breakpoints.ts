/**
 * The page's breakpoints, Tailwind's screens: tailwind.config.ts takes them
 * from here, so the `sm:` of a class name, a media query in a hook, the
 * carousels' slides per view and the tests all mean the same width.
 * Ascending, as min-widths: Tailwind's own steps plus `xs`, where a tablet
 * held upright starts; the projects carousel steps at sm (640 px) and lg (1024 px).
 */
export const SCREENS_PX = { xs: 600, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

export type Screen = keyof typeof SCREENS_PX;
/** Below the first screen: a phone. */
export type ScreenOrBase = "base" | Screen;

/**
 * Slides per view, declared once per carousel: on phones (`base`) and from
 * any of Tailwind's screens on, each step keeping the count of the one below
 * it unless it names its own. `{ base: 1, sm: 2, lg: 3, xl: 4 }` shows four
 * from xl. The count never falls as the screen grows.
 */
export type PerView = { base: number } & Partial<Record<Screen, number>>;

export const SCREENS = Object.keys(SCREENS_PX) as Screen[];
/** Every step a width can fall into, narrowest first. */
export const SCREEN_STEPS: readonly ScreenOrBase[] = ["base", ...SCREENS];

export function minWidthQuery(screen: Screen): string {
  return `(min-width: ${SCREENS_PX[screen]}px)`;
}

/** The step a viewport of this CSS width is in: the widest screen it reaches, or "base". */
export function screenAt(width: number): ScreenOrBase {
  return SCREENS.filter((screen) => width >= SCREENS_PX[screen]).at(-1) ?? "base";
}

/**
 * Below this width a phone is narrow (a 320 px phone): half its screen holds about 15 characters of a chip's
 * type. The `narrow` variant.
 */
export const NARROW_PHONE_PX = 360;

/** Where the phone layout ends (the experience timeline becomes a carousel below it). */
export const MOBILE_BREAKPOINT_PX = SCREENS_PX.md;
