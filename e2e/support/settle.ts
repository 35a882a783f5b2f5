import type { Page } from "@playwright/test";

/**
 * Resolves once the page has rendered `count` more frames. Intersection and
 * layout-shift observers deliver what a scroll changed in the frame's own
 * rendering steps, so after two frames what a scroll would do has been done:
 * an event to wait for where a fixed sleep would only guess.
 */
export const nextFrames = (page: Page, count = 2) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );

/**
 * Resolves once every request the page has started has finished and none has
 * followed for Playwright's quiet period: a code chunk that a click asked for
 * has then arrived and run, so "it never came" can be asserted.
 */
export const requestsSettled = (page: Page) => page.waitForLoadState("networkidle");

/**
 * Resolves once the page has run the tasks already queued, while page.clock
 * is paused. React renders and runs effects in message-channel tasks, which
 * the fake clock does not hold: so after a timer that runFor fired, this is
 * the moment its render, and any timer an effect set from it, have happened.
 */
export const queuedTasksRun = (page: Page, hops = 8) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let left = count;
        channel.port1.onmessage = () => {
          left -= 1;
          if (left === 0) resolve();
          else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
    hops,
  );
