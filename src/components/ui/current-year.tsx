import React from "react";
import { useHydrated } from "../../hooks/use-hydrated";

/**
 * The visitor's current year. The static HTML carries the build year; once
 * hydrated the span is re-created with the client's year, so a page built in
 * December still reads right in January, without a hydration mismatch error.
 */
export function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "client" : "server"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
