/**
 * Every behaviour constant of the page, named once.
 * Import from here; never repeat a value in a component.
 */
import type { PerView } from "./breakpoints";

// Photo stack
export const SWIPE_THRESHOLD_PX = 50;
export const DRAG_ROTATION_DEG_PER_PX = 0.2;
export const MIN_CARD_OPACITY = 0.25;
export const MIN_OPACITY_AT_PX = 100;
export const FLIGHT_DISTANCE_PX = 300;
export const FLIGHT_ROTATION_DEG = 20;
export const CARD_SWAP_DURATION_S = 0.3;
export const CARD_STACK_MAX_WIDTH_PX = 400;
export const CARD_STACK_MAX_WIDTH_VW = 90;
export const CARD_MIN_WIDTH_PX = 280;
export const CARD_MAX_WIDTH_PX = 400;
export const CARD_MIN_HEIGHT_PX = 294;
export const CARD_MAX_HEIGHT_PX = 420;
export const CARD_ASPECT_RATIO = 20 / 21;

// Hero sub-line rotation
export const SUB_LINE_INITIAL_DELAY_MS = 400;
export const SUB_LINE_INTERVAL_MS = 1500;
/** A new sub-line rises this far into place, for this long (design choices, which no test pins as a literal). */
export const SUB_LINE_ENTER_OFFSET_PX = 8;
export const SUB_LINE_ENTER_DURATION_S = 0.3;
export const HERO_PULSE_EVENT = "triggerHeroPulse";
export const HERO_PULSE_DURATION_MS = 1000;

// Layout (the breakpoints themselves are in breakpoints.ts)
/** A first screen too low to show the portrait above the name: the hero sets them side by side. */
export const SHORT_VIEWPORT_MAX_HEIGHT_PX = 540;
export const SHORT_VIEWPORT_QUERY = `(orientation: landscape) and (max-height: ${SHORT_VIEWPORT_MAX_HEIGHT_PX}px)`;
/**
 * An upright phone's first screen this low or lower (a 320 × 568 phone; a 390 px iPhone under the bars of LinkedIn's
 * in-app browser, about 664 px) sets the hero a step tighter, so that Download CV shows under the photo, whose height
 * the card's size fixes.
 */
export const SQUAT_PHONE_MAX_HEIGHT_PX = 700;
/**
 * A low screen from sm this tall or taller (200% zoom, a phone held sideways at 390 px) has room for the chat's card
 * to breathe; a lower one (667 × 375) fills its room without it.
 */
export const ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX = 390;
/**
 * Projects per view: one on small screens (up to sm, so a tablet
 * held upright still shows one), two from sm and three from lg.
 */
export const PROJECTS_PER_VIEW = { base: 1, sm: 2, lg: 3 } as const satisfies PerView;

// Carousels: drag threshold and duration (see features/carousel/logic.ts for their units)
export const CAROUSEL_DRAG_THRESHOLD = 10;
export const CAROUSEL_DURATION = 25;
/** The most carousel dots (one per item) that fit one row on the narrowest phone; more get a counter instead. */
export const MAX_CAROUSEL_DOTS = 12;
// Slides per view of the other carousels (design choices, which no test pins as a literal)
/**
 * Two skills a row up to xl, so that a label keeps one line beside its icon at 1024 px: three a row there gave each
 * label about 210 px, and "Product Discovery & User Interviews" and the German "Go-to-Market &
 * Stakeholder-Management" broke in two. Three from xl, where a card is 352 px or more.
 */
export const SKILLS_PER_VIEW = { base: 2, xl: 3 } as const satisfies PerView;
/**
 * Logos about 120-150 px apart from xs, a set rather than a spread: at 150-176 px between 48 px marks the row read as
 * filler stretched across the page. Four on a phone, 80-100 px apart, where three showed a quarter of the set.
 * Ten from xl, fewer than the demo's twelve, so the row still loops there.
 */
export const TOOLS_PER_VIEW = { base: 4, xs: 5, md: 6, lg: 8, xl: 10 } as const satisfies PerView;
/** The experience carousel only exists below the mobile breakpoint: one card at a time. */
export const EXPERIENCE_PER_VIEW = { base: 1 } as const satisfies PerView;
/** Rendered size of tool and company logos (their intrinsic size for the img box). */
export const LOGO_SIZE_PX = 48;
/** The share of its box a tool's mark fills, times its balancing scale: set in tool-logo.css, read by the tests. */
export const TOOL_MARK_FILL = 0.75;

// Experience
export const REVEAL_THRESHOLD = 0.2;
export const TIMELINE_HEIGHT_PX = 600;
export const SCROLLBAR_HIDE_DELAY_MS = 600;
export const SCROLLBAR_MIN_THUMB_PX = 18;
/** The reveal's slide distance and length (design choices, which no test pins as a literal). */
export const REVEAL_OFFSET_PX = 24;
export const REVEAL_DURATION_S = 0.5;

// Chat
export const CHAT_REPLY_DELAY_MS = 1000;
export const CLOCK_REFRESH_MS = 1000;
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;

// Contact
export const CONTACT_TAGLINE_INTERVAL_MS = 3000;
/**
 * The availability dot pings this many times, a second each, whenever the badge comes on screen, then rests:
 * motion that starts by itself stops within five seconds (WCAG 2.2.2), and a resting page draws no frames.
 */
export const AVAILABILITY_PINGS = 3;
export const AVAILABILITY_PING_S = 1;
export const CONFETTI_PARTICLE_COUNT = 50;
export const CONFETTI_SPREAD = 60;
export const CONFETTI_ORIGIN_Y = 0.8;
export const CONFETTI_TICKS = 200;
export const CONFETTI_COLORS = ["#000000", "#ffffff", "#808080"] as const;
// "Just Say Hi" typing indicator: three dots, each starting a beat after the previous.
export const TYPING_DOT_COUNT = 3;
export const TYPING_DOT_STAGGER_MS = 160;

// Backend
export const TRACK_CV_FUNCTION = "track-cv-download";
export const DIRECT_REFERRER = "direct";
/** "A hung backend must not hold the download for more than a few seconds": the limit for the call (and for loading its library). */
export const CV_TRACKING_TIMEOUT_MS = 3000;
