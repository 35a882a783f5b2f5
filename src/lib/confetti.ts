import type { Options } from "canvas-confetti";
import {
  CONFETTI_COLORS,
  CONFETTI_ORIGIN_Y,
  CONFETTI_PARTICLE_COUNT,
  CONFETTI_SPREAD,
  CONFETTI_TICKS,
} from "./constants";
import { prefersReducedMotion } from "./motion";

export const CONFETTI_OPTIONS: Readonly<Options> = {
  particleCount: CONFETTI_PARTICLE_COUNT,
  spread: CONFETTI_SPREAD,
  origin: { y: CONFETTI_ORIGIN_Y },
  colors: [...CONFETTI_COLORS],
  ticks: CONFETTI_TICKS,
  // Second line of defence if the preference changes between our check and the burst.
  disableForReducedMotion: true,
};

/**
 * The library's default instance draws in a worker started from a blob: URL,
 * which the site's Content-Security-Policy (script-src 'self') forbids; an
 * instance of our own draws on the main thread on a canvas it adds itself.
 */
const importConfetti = () =>
  import("canvas-confetti").then(({ default: confetti }) =>
    confetti.create(undefined, { resize: true, useWorker: false }),
  );

let loading: ReturnType<typeof importConfetti> | undefined;

/** The library stays out of the first-load bundle: it is fetched once, on first use. */
function loadConfetti(): ReturnType<typeof importConfetti> {
  loading ??= importConfetti().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Start fetching on hover or focus, so the burst on the following click is instant. */
export function preloadConfetti(): void {
  if (prefersReducedMotion()) return;
  loadConfetti().catch(() => undefined);
}

/** Fires one burst; resolves false when skipped for reduced motion or when the library failed to load. */
export async function fireConfetti(): Promise<boolean> {
  if (prefersReducedMotion()) return false;
  try {
    const confetti = await loadConfetti();
    void confetti({ ...CONFETTI_OPTIONS });
    return true;
  } catch {
    // Confetti is decoration: a failed chunk must never break the action it decorates.
    return false;
  }
}
