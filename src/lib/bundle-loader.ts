import { HERO_CONTENT_ATTR, HERO_READY_CLASS } from "./hero-reveal";
import { REACT_STARTED_ATTR, THEME_TOGGLE_ATTR } from "./theme";
import type { ResourcePreload } from "./page-preloads";

/**
 * The page's bundles start downloading once the hero has been painted
 * (SPEC §4 Image preloading; issue 8 LCP). Gatsby's HTML names its runtime's
 * scripts at the end of the body and the head preloaded the page's data and
 * chunks, so on a phone's link about 96 KB of JavaScript shared the bandwidth
 * with the seven hero photos and the font, and the hero, which the spec keeps
 * hidden until every photo has settled, appeared after all of it. Now the
 * build leaves the script tags inert (deferBundleScripts) and a small inline
 * script (BUNDLE_LOADER_SCRIPT) starts them, with the preloads, when the first
 * of these happens:
 * - the browser reports a largest-contentful-paint entry inside the hero,
 *   that is, the revealed hero is on screen;
 * - without that API (Safari, older Firefox), two frames after the hero's
 *   reveal class is set;
 * - the visitor scrolls, presses a key or a pointer, wanting the page to
 *   respond (the browser reports no paints after that);
 * - BUNDLE_START_TIMEOUT_MS have passed, so photos that hang cannot hold the
 *   page's interactivity back.
 * A button clicked before React has taken over the page's events is marked
 * (PENDING_CLICK_ATTR) and clicked again once it has, so a visitor's early
 * Download CV is carried out rather than lost; the theme toggle has its own
 * early script (theme.ts).
 * A page without a hero (the 404 page), and a visit to an anchor (/#about),
 * whose first screen is not the hero, start them as soon as it is parsed:
 * Gatsby scrolls to the anchor when it starts, and after a wait it would
 * pull back a visitor who had scrolled on. So does a page opened in a
 * background tab, which paints nothing and runs no frames to wait for.
 */

/** Type of the inert script elements the build leaves in place of Gatsby's bundle scripts. */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-bundle";

/** The id of the loader's own script element, which the build looks for before deferring a page's bundles. */
export const BUNDLE_LOADER_ID = "bundle-loader";

/**
 * Marks the button a visitor clicked before React took over, for
 * replaceHydrateFunction to click again once React handles the page's events.
 * Links need no such help: the browser follows them on its own.
 */
export const PENDING_CLICK_ATTR = "data-pending-click";

/** The longest the bundles wait for the hero to be painted, counted from the end of the HTML. */
export const BUNDLE_START_TIMEOUT_MS = 3000;

const BUNDLE_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * Turns each of Gatsby's `<script src="…" async>` tags into an inert element
 * of DEFERRED_SCRIPT_TYPE keeping the address in `data-src`, which neither
 * the parser nor the preload scanner fetches. Run on the built HTML; a page
 * already turned, or one without the loader to start them, is returned
 * unchanged.
 */
export function deferBundleScripts(html: string): string {
  if (!html.includes(`<script id="${BUNDLE_LOADER_ID}"`)) return html;
  return html.replace(
    BUNDLE_SCRIPT,
    (_, src: string) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`,
  );
}

/** The attribute of the loader's script element that lists the page's preloads. */
export const PRELOADS_ATTR = "data-preloads";

/** A page's preloads as the loader reads them from PRELOADS_ATTR: [href, as, crossOrigin or ""]. */
export function serializePreloads(preloads: readonly ResourcePreload[]): string {
  return JSON.stringify(preloads.map(({ href, as, crossOrigin }) => [href, as, crossOrigin ?? ""]));
}

/**
 * Plain ES5, because it runs before any bundle. Rendered at the end of the
 * body, before the deferred tags; it starts them only once the document has
 * been parsed, so every tag is there. The page's own preloads come from an
 * attribute, so every page runs the same script and the CSP holds one hash
 * for it.
 */
export const BUNDLE_LOADER_SCRIPT = `(function(c){var d=document,w=window,r=d.documentElement,me=d.currentScript,started=false,stops=[];function start(){if(started)return;started=true;stops.forEach(function(stop){stop()});var preloads=JSON.parse(me&&me.getAttribute(c.preloads)||"[]");preloads.forEach(function(p){var l=d.createElement("link");l.rel="preload";l.href=p[0];l.setAttribute("as",p[1]);if(p[2])l.crossOrigin=p[2];d.head.appendChild(l)});var tags=d.querySelectorAll(c.tags);for(var i=0;i<tags.length;i+=1){var s=d.createElement("script");s.src=tags[i].getAttribute("data-src");s.async=true;tags[i].parentNode.replaceChild(s,tags[i])}}function soon(){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()}d.addEventListener("click",function(e){if(r.hasAttribute(c.started))return;var t=e.target,b=t&&t.closest?t.closest("button"):null;if(!b||b.disabled||b.closest(c.toggle))return;var old=d.querySelector("["+c.pending+"]");if(old)old.removeAttribute(c.pending);b.setAttribute(c.pending,"");soon()},true);var hero=d.querySelector(c.hero);if(!hero||w.location.hash||d.visibilityState==="hidden"){soon();return}var timer=setTimeout(soon,c.timeout);stops.push(function(){clearTimeout(timer)});["pointerdown","keydown","scroll"].forEach(function(type){w.addEventListener(type,soon,true);stops.push(function(){w.removeEventListener(type,soon,true)})});var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){var o=new P(function(list){list.getEntries().forEach(function(e){if(e.element&&hero.contains(e.element))soon()})});o.observe({type:"largest-contentful-paint",buffered:true});stops.push(function(){o.disconnect()})}else{var afterPaint=function(){w.requestAnimationFrame(function(){w.requestAnimationFrame(soon)})};if(r.classList.contains(c.ready))afterPaint();else{var m=new MutationObserver(function(){if(r.classList.contains(c.ready)){m.disconnect();afterPaint()}});m.observe(r,{attributes:true,attributeFilter:["class"]});stops.push(function(){m.disconnect()})}}})(${JSON.stringify(
  {
    preloads: PRELOADS_ATTR,
    hero: `[${HERO_CONTENT_ATTR}]`,
    ready: HERO_READY_CLASS,
    tags: `script[type="${DEFERRED_SCRIPT_TYPE}"]`,
    timeout: BUNDLE_START_TIMEOUT_MS,
    started: REACT_STARTED_ATTR,
    toggle: `[${THEME_TOGGLE_ATTR}]`,
    pending: PENDING_CLICK_ATTR,
  },
)});`;
