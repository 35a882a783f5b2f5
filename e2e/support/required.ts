/**
 * The numbers the product promises, written out here on purpose rather than
 * imported from src/lib/constants.ts: a test that compares the page with the
 * code's own constant passes when that constant is wrong. Each value below is
 * asserted against real behaviour somewhere in e2e/; unit tests state theirs
 * inline.
 */
export const REQUIRED = {
  /** Below this width the page is in its mobile layout. */
  mobileBreakpointPx: 768,
  /** Where the projects carousel steps from 1 to 2 and from 2 to 3 slides per view. */
  smPx: 640,
  lgPx: 1024,
  swipeThresholdPx: 50,
  dragRotationDegPerPx: 0.2,
  minCardOpacity: 0.25,
  minOpacityAtPx: 100,
  flightDistancePx: 300,
  flightRotationDeg: 20,
  cardSwapMs: 300,
  subLineInitialDelayMs: 400,
  subLineIntervalMs: 1500,
  pulseMs: 1000,
  chatReplyDelayMs: 1000,
  clockRefreshMs: 1000,
  chatInputMaxHeightPx: 120,
  revealThreshold: 0.2,
  timelineHeightPx: 600,
  scrollbarHideDelayMs: 600,
  scrollbarMinThumbPx: 18,
  contactTaglineIntervalMs: 3000,
  /** The page's parts in their default order, when the owner's content does not reorder them. */
  defaultSectionOrder: ["hero", "about", "projects", "experience", "chat", "contact", "footer"],
} as const;

/** One frame at 60 Hz, as the page's fake clock steps them: animations timed on it may stray by two. */
export const FRAME_MS = 1000 / 60;
