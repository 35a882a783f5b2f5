import { scrollToId, scrollToTop } from "./scroll";
import type { MAIN_CONTENT_ID, SectionId } from "./sections";

/** "top" is the fragment HTML itself resolves to the top of the page, even without a matching id. */
export type InPageTarget = SectionId | typeof MAIN_CONTENT_ID | "top";

export function inPageHref(target: InPageTarget): string {
  return `#${target}`;
}

/** The parts of a click that decide whether the page, not the browser, should handle it. */
interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/** A modified or middle click keeps its browser meaning (new tab, new window, download). */
function isPlainPrimaryClick(click: LinkClick): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey
  );
}

/**
 * Moves keyboard focus to where the link led, without a second scroll, so the
 * next Tab continues from there and a screen reader starts reading there. A
 * section is not focusable by itself: tabindex -1 makes it a focus target
 * without adding a tab stop.
 */
function focusTarget(target: InPageTarget): void {
  const element = document.getElementById(target);
  if (!element) return;
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * Replaces the browser's jump to an in-page anchor with a smooth scroll (a jump
 * under reduced motion), keeping the address bar and history as a real anchor
 * would, and moves keyboard focus there. Returns whether it took the click
 * over; without scripts, or when the target is missing, the plain href still
 * does its job (and the browser's own jump moves the focus start point).
 */
export function followInPageLink(click: LinkClick, target: InPageTarget): boolean {
  if (!isPlainPrimaryClick(click)) return false;
  if (target === "top") {
    scrollToTop();
  } else if (!scrollToId(target)) {
    return false;
  }
  click.preventDefault();
  focusTarget(target);
  const { pathname, search } = window.location;
  window.history.pushState(null, "", target === "top" ? `${pathname}${search}` : `${pathname}${search}#${target}`);
  return true;
}
