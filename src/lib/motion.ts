export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Read at the moment of use (a click, a scroll), so a changed OS setting applies at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && (window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false);
}
