/**
 * The widths of the lines an element's words are set in, top to bottom, for `locator.evaluate`; with `after`, only the
 * words after the descendant it selects (a point's note after its title). Self-contained, as the browser runs it.
 */
export function lineWidths(element: Element, after?: string): number[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  const start = after ? element.querySelector(after) : null;
  if (start) range.setStartAfter(start);
  // A line's runs share its middle; its width runs from its first run's left to its last one's right.
  const found: { middle: number; left: number; right: number }[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width === 0) continue;
    const middle = (rect.top + rect.bottom) / 2;
    const line = found.find((other) => Math.abs(other.middle - middle) < rect.height / 2);
    if (line) Object.assign(line, { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) });
    else found.push({ middle, left: rect.left, right: rect.right });
  }
  return found.sort((a, b) => a.middle - b.middle).map((line) => line.right - line.left);
}

/**
 * The words of each line an element's text is set in, top to bottom, each line's joined by spaces, for
 * `locator.evaluate`. Self-contained, as the browser runs it.
 */
export function lineTexts(element: Element): string[] {
  const byTop = new Map<number, string>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index!);
      range.setEnd(node, match.index! + match[0].length);
      const top = Math.round(range.getBoundingClientRect().top);
      byTop.set(top, `${byTop.get(top) ?? ""} ${match[0]}`.trim());
    }
  }
  return [...byTop.entries()].sort(([top], [other]) => top - other).map(([, words]) => words);
}
