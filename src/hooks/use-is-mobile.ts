import { MOBILE_BREAKPOINT_PX } from "../lib/breakpoints";
import { useMediaQuery } from "./use-media-query";

/** Narrower than the mobile breakpoint is mobile, followed live on resize. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
