import { useEffect, useState } from "react";

/** True for `durationMs` after each `eventName` event on window; a new event restarts the pulse. */
export function useWindowPulse(eventName: string, durationMs: number): boolean {
  const [isPulsing, setIsPulsing] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pulse = () => {
      clearTimeout(timer);
      setIsPulsing(true);
      timer = setTimeout(() => setIsPulsing(false), durationMs);
    };
    window.addEventListener(eventName, pulse);
    return () => {
      window.removeEventListener(eventName, pulse);
      clearTimeout(timer);
    };
  }, [eventName, durationMs]);

  return isPulsing;
}
