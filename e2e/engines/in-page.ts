/**
 * Functions the journey runs inside the page (EnginePage.run). Each is sent
 * as source text, so it may use only its arguments and the page's globals.
 */

/**
 * Whether an element that matches the selector reads exactly `text` (any run of white space, a no-break
 * space too, read as one space) and is on screen, not hidden or transparent.
 */
export function shows(selector: string, text: string): boolean {
  return [...document.querySelectorAll(selector)].some(
    (element) =>
      element.textContent?.replace(/\s+/g, " ").trim() === text.replace(/\s+/g, " ").trim() &&
      element.getClientRects().length > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
}

/** Whether React has hydrated the element: React marks each DOM node it owns with its props. */
export function ownedByReact(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
}

/** Focuses the element and tells whether it took the focus. */
export function focus(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return document.activeElement === element;
}

/** Scrolls the element to the middle of the viewport at once, without the page's smooth scrolling. */
export function scrollToMiddle(selector: string): void {
  document.querySelector(selector)?.scrollIntoView({ block: "center", behavior: "instant" });
}

/** Each match's text as a reader sees it: any run of white space, a no-break space too, as one space. */
export function texts(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map(
    (element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "",
  );
}

/** The text of the focused text box, or null when no text box has the focus. */
export function focusedText(): string | null {
  const focused = document.activeElement;
  return focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement ? focused.value : null;
}

export function themeState(toggle: string) {
  return {
    dark: document.documentElement.classList.contains("dark"),
    // The name CSS shows: innerText leaves out the label hidden for the other theme.
    label: (document.querySelector(toggle) as HTMLElement | null)?.innerText.trim() ?? null,
  };
}

/**
 * The first project in view and whether the track is still sliding:
 * react-slick ignores a slide change until the running one has ended, so the
 * journey waits for the track to come to rest. Null until the slider is mounted.
 */
export function carouselState(track: string) {
  const element = document.querySelector(track);
  if (!(element instanceof HTMLElement)) return null;
  return {
    first: Number(element.querySelector(".slick-slide.slick-active")?.getAttribute("data-index")),
    moving: element.style.transition !== "",
  };
}

/** Asks for an image the policy forbids, so that the CSP watch has a violation to report. */
export function requestForbiddenImage(url: string): void {
  new Image().src = url;
}

/** The paths of the font files the page has fetched so far, by the browser's own resource timing. */
export function fetchedFonts(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(".woff2"));
}

/** The page's language, as its root element declares it. */
export function pageLanguage(): string {
  return document.documentElement.lang;
}

/**
 * The experience timeline's box, null until its scroll area has mounted: whether the engine has scroll-driven
 * animations, which show the lines of the roles below the box's last whole role; how many roles leave room under
 * them for those lines; and whether the lines show.
 */
export function timelineRoom(section: string, scrollDrivenQuery: string) {
  const list = document.querySelector(`${section} .scroll-fade ol`);
  if (!list) return null;
  const preview = document.querySelector(`${section} [data-testid="roles-preview"]`);
  return {
    scrollDriven: CSS.supports(scrollDrivenQuery),
    rooms: [...list.children].filter((role) => (role as HTMLElement).style.getPropertyValue("--role-room") !== "")
      .length,
    linesShow: preview !== null && preview.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  };
}

/** Whether the fixed header draws its hairline: a box shadow that is not transparent. */
export function headerLineShows(header: string): boolean {
  const element = document.querySelector(header);
  if (!element) return false;
  const shadow = getComputedStyle(element).boxShadow;
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(shadow)?.[1];
  return shadow !== "none" && (alpha === undefined || Number(alpha) > 0);
}

/**
 * For each card, the pictures its arrows are masked with (the contact actions' ::after, on the card or in its title's
 * last words): one where the arrow is drawn, "none" where the engine dropped the rule's mask, none where no arrow is.
 */
export function arrowMasks(cards: string): string[][] {
  return [...document.querySelectorAll(cards)].map((card) =>
    [card, ...card.querySelectorAll("*")]
      .map((element) => getComputedStyle(element, "::after"))
      .filter((after) => after.content !== "none" && after.content !== "normal")
      .map((after) => after.maskImage),
  );
}
