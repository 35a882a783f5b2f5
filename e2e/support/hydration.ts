import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: React marks each DOM node it
 * owns with its props. Before that, a click or a key reaches the server's
 * plain markup, and an element added by hand would be thrown away.
 */
export async function expectOwnedByReact(element: Locator, timeout = 30_000) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      timeout,
    })
    .toBe(true);
}
