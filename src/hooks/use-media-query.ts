import { useCallback, useSyncExternalStore } from "react";
import { useViewWindow } from "./view-window";

/**
 * Live match of a CSS media query. The server (and the hydration pass) render
 * with `serverValue`, then the real value applies and follows every change.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const frame = useViewWindow();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = (frame ?? window).matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [frame, query],
  );
  const getSnapshot = useCallback(() => (frame ?? window).matchMedia(query).matches, [frame, query]);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
