import { setTimeout as sleep } from "node:timers/promises";

const POLL_MS = 100;

/** Polls `check` until it holds; past `timeoutMs`, fails with what it was waiting for. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs / 1000} s waiting until ${what}`);
    await sleep(POLL_MS);
  }
}

/** Whether a server answers at the URL, whatever it answers. */
export const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );
