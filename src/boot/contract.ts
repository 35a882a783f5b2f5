/**
 * The names the inline scripts (which run before React) and the React
 * components, the stylesheet and the build share. A script finds what React
 * rendered, and CSS styles what a script set, only through these: one place,
 * so a rename cannot leave one side behind.
 */

/** On <html> from the first script on: JavaScript runs, so the loader and the reveal transitions apply. */
export const JS_CLASS = "js";

/** On <html> in the dark theme; Tailwind's `dark:` variant reads it. */
export const DARK_CLASS = "dark";
export const THEME_STORAGE_KEY = "theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";
/** Marks the theme toggle, which works before React through the early toggle script. */
export const THEME_TOGGLE_ATTR = "data-theme-toggle";

/** Set on <html> when React takes over the page's events; the early scripts stand aside from then on. */
export const REACT_STARTED_ATTR = "data-react-started";

/** The hero's content, hidden (its space kept) until every photo in it has settled. */
export const HERO_CONTENT_ATTR = "data-hero-content";
/** The photos the hero waits for, whichever element draws them. */
export const STACK_PHOTO_ATTR = "data-stack-photo";
/** The loader's progress bar and percentage, kept current before React by the reveal script. */
export const HERO_PROGRESS_ATTR = "data-hero-progress";
export const HERO_PERCENT_ATTR = "data-hero-percent";
/** On <html> once every hero photo has settled; the `hero-pending` variant is its absence. */
export const HERO_READY_CLASS = "hero-ready";
/**
 * On <html> once the bundle loader has started the page's bundles (on a page with a hero, after the hero's paint,
 * the visitor's first input or the time limit) and the hero's front photo has been drawn. What should not share
 * the link with the hero's photos waits for it.
 */
export const HERO_PAINTED_CLASS = "hero-painted";

/** The bundle loader's own script element, which the build looks for before leaving a page's bundles to it. */
export const BUNDLE_LOADER_ID = "bundle-loader";
/** The loader element's list of the page's preloads, so every page runs the same script (one CSP hash). */
export const PRELOADS_ATTR = "data-preloads";
/** The inert elements the build leaves in place of Gatsby's bundle scripts, with the address kept aside. */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-bundle";
export const DEFERRED_SRC_ATTR = "data-src";
/** On a textarea whose Enter (without Shift) sends its form, as the chat's does. */
export const ENTER_SUBMITS_ATTR = "data-enter-submits";

/** On a control: the input that reached it before its code could act on it (early-input.ts). */
export const EARLY_INPUT_ATTR = "data-early-input";
/** Dispatched, bubbling, from the control each time its early input changes. */
export const EARLY_INPUT_EVENT = "earlyinput";
/** A click on a button before React took over, clicked again once it has. */
export const CLICK_INPUT = "click";
/** A form sent with Enter before React took over, sent again once it has. */
export const SUBMIT_INPUT = "submit";

/** The photo stack's gallery, whose swipes and arrow keys are recorded until its own code handles them. */
export const PHOTO_STACK_ATTR = "data-photo-stack";
/** "front" on the card a swipe drags. */
export const PHOTO_CARD_ATTR = "data-photo-card";
export const FRONT_CARD_SELECTOR = `[${PHOTO_CARD_ATTR}="front"]`;
/** On the gallery once its own code handles drags and keys; the recorder stands aside from then on. */
export const STACK_LIVE_ATTR = "data-stack-live";
/** On the front card while the swipe recorder has moved it; the live stack takes it over from where it is. */
export const EARLY_DRAG_ATTR = "data-early-drag";
/** On <html> once the swipe recorder listens, so a client-side visit does not install it twice. */
export const SWIPE_RECORDER_ATTR = "data-swipe-recorder";

export const selector = (attribute: string) => `[${attribute}]`;

/** Gatsby's entry chunk group: the runtime, framework and app every page loads first. */
export const ENTRY_CHUNK_GROUP = "app";

/**
 * Each webpack chunk group's files (its name, such as the entry's or a page's
 * component chunk, to the files it loads first), which the build compiles into
 * the HTML renderer as __PAGE_CHUNK_GROUPS__ for the loader's preloads.
 */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;
