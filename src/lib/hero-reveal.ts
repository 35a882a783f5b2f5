/**
 * The hero's first reveal without waiting for the bundles (SPEC §4 Image
 * preloading, issue 8 LCP). React can only reveal the hero after its scripts
 * have downloaded and hydrated the page, seconds after the seven small photos
 * have arrived on a slow phone. This inline script, placed straight after the
 * hero's markup (hero-reveal-script.tsx) so the parser runs it while the rest
 * of the page is still arriving, counts the same photos by the same rule
 * (loaded or failed alike) and marks <html> once all have settled; CSS then
 * shows the hero. React's own count (useImagePreload) takes over at hydration
 * and on client-side visits.
 */

/** Set on <html> by the inline script when every hero photo has settled. */
export const HERO_READY_CLASS = "hero-ready";

/** The element whose photos are counted and which stays hidden until they settle. */
export const HERO_CONTENT_ATTR = "data-hero-content";
/** The loader's progress bar and percentage, kept current by the script. */
export const HERO_PROGRESS_ATTR = "data-hero-progress";
export const HERO_PERCENT_ATTR = "data-hero-percent";

/**
 * Plain ES5, because it runs before any bundle. It repeats preloadPercent's
 * rounding; hero-reveal.test.ts runs it in a DOM next to the React hook's
 * rules so the two cannot drift apart.
 */
export function heroRevealScript(photoSelector: string): string {
  const photos = JSON.stringify(`[${HERO_CONTENT_ATTR}] ${photoSelector}`);
  return `(function(){var d=document,r=d.documentElement;if(!d.querySelector(${JSON.stringify(
    `[${HERO_CONTENT_ATTR}]`,
  )}))return;var p=d.querySelectorAll(${photos}),t=p.length,s=0,b=d.querySelector(${JSON.stringify(
    `[${HERO_PROGRESS_ATTR}]`,
  )}),l=d.querySelector(${JSON.stringify(
    `[${HERO_PERCENT_ATTR}]`,
  )});function show(){var n=t?Math.round(Math.min(s,t)/t*100):100;if(b)b.setAttribute("aria-valuenow",String(n));if(l)l.textContent=n+"%";if(n===100)r.classList.add(${JSON.stringify(
    HERO_READY_CLASS,
  )})}function done(e){e.target.removeEventListener("load",done);e.target.removeEventListener("error",done);s+=1;show()}for(var i=0;i<t;i+=1){if(p[i].complete){s+=1}else{p[i].addEventListener("load",done);p[i].addEventListener("error",done)}}show()})();`;
}
