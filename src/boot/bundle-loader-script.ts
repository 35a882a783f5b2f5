import { EARLY_INPUT, addEarlyInput, takeEarlyInput, type EarlyInputNames } from "./early-input";
import { inlineScript } from "./inline-script";
import {
  CLICK_INPUT,
  DEFERRED_SCRIPT_TYPE,
  DEFERRED_SRC_ATTR,
  ENTER_SUBMITS_ATTR,
  HERO_CONTENT_ATTR,
  HERO_PAINTED_CLASS,
  HERO_READY_CLASS,
  PRELOADS_ATTR,
  REACT_STARTED_ATTR,
  STACK_PHOTO_ATTR,
  SUBMIT_INPUT,
  THEME_TOGGLE_ATTR,
  selector,
} from "./contract";

/** The longest the bundles wait for the hero to be painted, counted from the end of the HTML. */
export const BUNDLE_START_TIMEOUT_MS = 3000;

export interface BundleLoaderConfig {
  preloadsAttr: string;
  hero: string;
  readyClass: string;
  frontPhoto: string;
  paintedClass: string;
  deferred: string;
  srcAttr: string;
  timeoutMs: number;
  reactStarted: string;
  toggle: string;
  enterSubmits: string;
  input: EarlyInputNames;
  click: string;
  submit: string;
}

const CONFIG: BundleLoaderConfig = {
  preloadsAttr: PRELOADS_ATTR,
  hero: selector(HERO_CONTENT_ATTR),
  readyClass: HERO_READY_CLASS,
  frontPhoto: `${selector(HERO_CONTENT_ATTR)} img${selector(STACK_PHOTO_ATTR)}`,
  paintedClass: HERO_PAINTED_CLASS,
  deferred: `script[type="${DEFERRED_SCRIPT_TYPE}"]`,
  srcAttr: DEFERRED_SRC_ATTR,
  timeoutMs: BUNDLE_START_TIMEOUT_MS,
  reactStarted: REACT_STARTED_ATTR,
  toggle: selector(THEME_TOGGLE_ATTR),
  enterSubmits: selector(ENTER_SUBMITS_ATTR),
  input: EARLY_INPUT,
  click: CLICK_INPUT,
  submit: SUBMIT_INPUT,
};

/** A preload as the loader reads it from its element: [href, as, crossOrigin or ""]. */
export type SerializedPreload = [string, string, string];

/**
 * Starts the page's bundles once the hero has been painted. The hero stays
 * hidden until its photos have settled, and on a phone's link the bundles
 * would share the bandwidth with them; so the build leaves Gatsby's bundle
 * tags inert and this script, at the end of the body, starts them (with
 * preloads of the page's data and chunks, listed on its own element so every
 * page runs the same script) at the first of:
 * - a largest-contentful-paint entry inside the hero (two frames after the
 *   reveal where the browser lacks that API);
 * - the visitor's first scroll, key or pointer press;
 * - the time limit, so photos that hang cannot hold the page back.
 * Once the hero's front photo is drawn too it marks <html>, for what else waits for that moment (the headings' face).
 * A page without a hero starts two frames after its first paint. A visit to
 * an anchor (Gatsby scrolls there when it starts and would pull back a
 * visitor who had scrolled on) and a page opened in a background tab (which
 * paints nothing) start at once. Until React has
 * taken over, each click on a button and each Enter that sends a form from a
 * field that sends that way (the chat's) goes into the early-input buffer,
 * for replaceHydrateFunction to carry out; only the last button clicked keeps
 * its clicks. The theme toggle has its own early script.
 */
export function startBundles(c: BundleLoaderConfig, add: typeof addEarlyInput, take: typeof takeEarlyInput): void {
  const root = document.documentElement;
  const own = document.currentScript;
  const stops: (() => void)[] = [];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    stops.forEach((stop) => stop());
    // The name's paint can report the hero a frame before its photo's: marked only two frames after the photo is
    // decoded, what waits for the mark is asked for after the photo is drawn too.
    const mark = () =>
      window.requestAnimationFrame(() => window.requestAnimationFrame(() => root.classList.add(c.paintedClass)));
    const photo = document.querySelector<HTMLImageElement>(c.frontPhoto);
    if (photo && photo.decode) photo.decode().then(mark, mark);
    else mark();
    const preloads: SerializedPreload[] = JSON.parse((own && own.getAttribute(c.preloadsAttr)) || "[]");
    preloads.forEach(([href, as, crossOrigin]) => {
      const link = document.createElement("link");
      link.rel = "preload";
      link.href = href;
      link.setAttribute("as", as);
      if (crossOrigin) link.crossOrigin = crossOrigin;
      document.head.appendChild(link);
    });
    document.querySelectorAll(c.deferred).forEach((tag) => {
      const script = document.createElement("script");
      script.src = tag.getAttribute(c.srcAttr) || "";
      script.async = true;
      tag.parentNode!.replaceChild(script, tag);
    });
  };
  // Every tag sits after this script, so start only once the document has been parsed.
  const soon = () => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  };

  document.addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute(c.reactStarted)) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest("button") : null;
      if (!button || button.disabled || button.closest(c.toggle)) return;
      document.querySelectorAll(`[${c.input.attr}]`).forEach((other) => {
        if (other !== button) take(other, (word) => word === c.click, c.input);
      });
      add(button, [c.click], c.input);
      soon();
    },
    true,
  );

  // Without this, Enter would only add a line to the field the server drew.
  document.addEventListener(
    "keydown",
    (event) => {
      if (root.hasAttribute(c.reactStarted) || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
      const target = event.target as Element | null;
      const field = target && target.closest ? target.closest<HTMLTextAreaElement>(c.enterSubmits) : null;
      if (!field || !field.form) return;
      event.preventDefault();
      // A second Enter before then sends the same message, so one send waits at most.
      take(field.form, (word) => word === c.submit, c.input);
      add(field.form, [c.submit], c.input);
      soon();
    },
    true,
  );

  const hero = document.querySelector(c.hero);
  if (window.location.hash || document.visibilityState === "hidden") {
    soon();
    return;
  }
  // A page without a hero (a post, the 404 page) shows its HTML at once: its bundles start after that first paint,
  // so that on a phone's link they do not hold its text back.
  if (!hero) {
    window.requestAnimationFrame(() => window.requestAnimationFrame(soon));
    return;
  }

  const timer = setTimeout(soon, c.timeoutMs);
  stops.push(() => clearTimeout(timer));
  ["pointerdown", "keydown", "scroll"].forEach((type) => {
    window.addEventListener(type, soon, true);
    stops.push(() => window.removeEventListener(type, soon, true));
  });

  const Observer = window.PerformanceObserver;
  if (
    Observer &&
    Observer.supportedEntryTypes &&
    Observer.supportedEntryTypes.indexOf("largest-contentful-paint") >= 0
  ) {
    const paints = new Observer((list) => {
      list.getEntries().forEach((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        if (element && hero.contains(element)) soon();
      });
    });
    paints.observe({ type: "largest-contentful-paint", buffered: true });
    stops.push(() => paints.disconnect());
    return;
  }
  const afterPaint = () => window.requestAnimationFrame(() => window.requestAnimationFrame(soon));
  if (root.classList.contains(c.readyClass)) {
    afterPaint();
    return;
  }
  const reveal = new MutationObserver(() => {
    if (!root.classList.contains(c.readyClass)) return;
    reveal.disconnect();
    afterPaint();
  });
  reveal.observe(root, { attributes: true, attributeFilter: ["class"] });
  stops.push(() => reveal.disconnect());
}

export const BUNDLE_LOADER_SCRIPT = /* @__PURE__ */ inlineScript(startBundles, CONFIG, addEarlyInput, takeEarlyInput);
