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
