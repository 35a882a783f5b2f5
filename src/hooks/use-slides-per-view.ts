import { LG_UP_QUERY, SM_UP_QUERY, XS_UP_QUERY, slidesPerView, type PerView } from "../lib/carousel";
import { useMediaQuery } from "./use-media-query";

/** Slides per view for the current viewport, live on resize. */
export function useSlidesPerView(perView: PerView): number {
  const xsUp = useMediaQuery(XS_UP_QUERY);
  const smUp = useMediaQuery(SM_UP_QUERY);
  const lgUp = useMediaQuery(LG_UP_QUERY);
  return slidesPerView(perView, { xsUp, smUp, lgUp });
}
