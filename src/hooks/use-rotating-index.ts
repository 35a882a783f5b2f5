import { useCallback, useEffect, useState } from "react";

interface RotatingIndexOptions {
  length: number;
  intervalMs: number;
  /** Delay before the first change after starting; defaults to the interval. */
  initialDelayMs?: number;
  autoStart?: boolean;
  /** Go back to the first item when stopped (the hero sub-line), or hold (a paused tagline). */
  resetOnStop?: boolean;
  /** A change of it starts the current item's time over, as stopping and starting would, without a render between. */
  restartKey?: unknown;
}

interface RotatingIndex {
  index: number;
  isRunning: boolean;
  start: () => void;
  stop: () => void;
}

/** Cycles an index through `length` items on a timer that can be started and stopped. */
export function useRotatingIndex({
  length,
  intervalMs,
  initialDelayMs = intervalMs,
  autoStart = false,
  resetOnStop = false,
  restartKey,
}: RotatingIndexOptions): RotatingIndex {
  const [index, setIndex] = useState(0);
  const [isRunning, setIsRunning] = useState(autoStart);

  useEffect(() => {
    if (!isRunning || length < 2) return undefined;
    const advance = () => setIndex((current) => (current + 1) % length);
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      advance();
      interval = setInterval(advance, intervalMs);
    }, initialDelayMs);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
    // restartKey is read by being a dependency: its change clears the timer and sets a new one.
  }, [isRunning, length, intervalMs, initialDelayMs, restartKey]);

  const start = useCallback(() => setIsRunning(true), []);
  const stop = useCallback(() => {
    setIsRunning(false);
    if (resetOnStop) setIndex(0);
  }, [resetOnStop]);

  return { index, isRunning, start, stop };
}
