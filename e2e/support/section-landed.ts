/**
 * Whether the section has landed where an in-page link scrolls it: its top at
 * the scroll padding, or as near as the page can scroll. Runs in the page, so
 * it uses nothing but its argument.
 */
export function sectionLanded(sectionId: string): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
  const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
  return Math.abs(top - padding) <= 2 || (atBottom && top >= 0 && top < window.innerHeight);
}
