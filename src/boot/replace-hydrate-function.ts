import { startTransition, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { CLICK_INPUT, EARLY_INPUT_ATTR, REACT_STARTED_ATTR, SUBMIT_INPUT, selector } from "./contract";
import { EARLY_INPUT, takeEarlyInput } from "./early-input";

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
 * the clicks and sends the bundle loader put in the early-input buffer before
 * then are carried out: a button is clicked again as often, a form is sent.
 *
 * A container without server HTML (`gatsby develop`, or the loading indicator
 * it mounts) is rendered, as Gatsby itself does, rather than hydrated.
 */
export const replaceHydrateFunction =
  // Gatsby's own type for this API is React 17's `render`, which returned the component.
  () => (element: ReactElement, container: Element) => {
    let root: Root;
    const waiting = Array.from(document.querySelectorAll(selector(EARLY_INPUT_ATTR)));
    const clicked = waiting.map((element) => ({
      element,
      clicks: takeEarlyInput(element, (word) => word === CLICK_INPUT, EARLY_INPUT).length,
    }));
    const submitted = waiting.filter(
      (element) => takeEarlyInput(element, (word) => word === SUBMIT_INPUT, EARLY_INPUT).length > 0,
    );
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
    clicked.forEach(({ element, clicks }) => {
      for (let click = 0; element instanceof HTMLElement && click < clicks; click += 1) {
        // Each click's update lands before the next, as it would between a visitor's clicks.
        flushSync(() => element.click());
      }
    });
    submitted.forEach((form) => {
      if (!(form instanceof HTMLFormElement)) return;
      // Should React not take the submit, the browser must not send the form itself.
      form.addEventListener("submit", (event) => event.preventDefault(), { once: true });
      form.requestSubmit();
    });
    return () => root.unmount();
  };

const hasServerMarkup = (container: Element) =>
  (container.querySelector("#gatsby-focus-wrapper")?.childElementCount ?? 0) > 0;
