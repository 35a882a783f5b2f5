import { startTransition, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { PENDING_CLICK_ATTR, PENDING_SUBMIT_ATTR, REACT_STARTED_ATTR } from "./contract";

/**
 * Gatsby hydrates the page with a plain `hydrateRoot`, which React 18 runs at
 * default priority: one task that blocks the main thread until the page shell
 * and everything outside a Suspense boundary has hydrated. Started inside a
 * transition, the same hydration is time-sliced and yields to the browser
 * every few milliseconds, so a phone's long task becomes many short ones. A
 * visitor's click on the page before then still hydrates what it hit at once.
 *
 * From the call on, React handles the page's events, hydrating at once what a
 * click hits, so the early theme toggle stands aside (REACT_STARTED_ATTR), and
 * a button clicked before then (PENDING_CLICK_ATTR, marked by the bundle
 * loader) is clicked again, as often, and a form sent with Enter before then
 * (PENDING_SUBMIT_ATTR) is sent again.
 *
 * A container without server HTML (`gatsby develop`, or the loading indicator
 * it mounts) is rendered, as Gatsby itself does, rather than hydrated.
 */
export const replaceHydrateFunction =
  // Gatsby's own type for this API is React 17's `render`, which returned the component.
  () => (element: ReactElement, container: Element) => {
    let root: Root;
    const clickedEarly = document.querySelector(`[${PENDING_CLICK_ATTR}]`);
    const clicks = Number(clickedEarly?.getAttribute(PENDING_CLICK_ATTR)) || 1;
    clickedEarly?.removeAttribute(PENDING_CLICK_ATTR);
    const submittedEarly = document.querySelector(`[${PENDING_SUBMIT_ATTR}]`);
    submittedEarly?.removeAttribute(PENDING_SUBMIT_ATTR);
    document.documentElement.setAttribute(REACT_STARTED_ATTR, "");
    if (hasServerMarkup(container)) {
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    } else {
      root = createRoot(container);
      root.render(element);
    }
    // React hydrates what a click or a submit hits at once, then runs its handler.
    for (let click = 0; clickedEarly instanceof HTMLElement && click < clicks; click += 1) {
      // Each click's update lands before the next, as it would between a visitor's clicks.
      flushSync(() => clickedEarly.click());
    }
    if (submittedEarly instanceof HTMLFormElement) {
      // Should React not take the submit, the browser must not send the form itself.
      submittedEarly.addEventListener("submit", (event) => event.preventDefault(), { once: true });
      submittedEarly.requestSubmit();
    }
    return () => root.unmount();
  };

const hasServerMarkup = (container: Element) =>
  (container.querySelector("#gatsby-focus-wrapper")?.childElementCount ?? 0) > 0;
