import type { MatcherFunction } from "@testing-library/react";

/**
 * Finds the element that holds the whole text, as a reader sees it, even when
 * the page splits it into runs that keep words together (ui/words.tsx):
 * Testing Library's string matcher reads only an element's own text nodes.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
}
