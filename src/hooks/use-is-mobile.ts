import { MOBILE_BREAKPOINT_PX } from "../lib/constants";
import { useMediaQuery } from "./use-media-query";

/** SPEC §4: narrower than 768 px is mobile, live on resize. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
