import { useCallback, useSyncExternalStore } from "react";
import { CLOCK_REFRESH_MS } from "../../lib/constants";
import { formatTime } from "./chat-message";

const serverSnapshot = () => null;
const snapshot = () => formatTime(Date.now());

/**
 * The visitor's local time as 24-hour HH:MM, checked every `refreshMs`.
 * It is null on the server and during hydration, so the static HTML never
 * carries the build machine's time and hydration never mismatches.
 */
export function useClock(refreshMs = CLOCK_REFRESH_MS): string | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = setInterval(onTick, refreshMs);
      return () => clearInterval(timer);
    },
    [refreshMs],
  );
  return useSyncExternalStore<string | null>(subscribe, snapshot, serverSnapshot);
}
