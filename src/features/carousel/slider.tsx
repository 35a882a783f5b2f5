import React, { forwardRef, useCallback, useLayoutEffect, useRef, type ReactNode } from "react";
import Slider, { type Settings } from "react-slick";

export type SliderProps = Settings & { children: ReactNode };

/**
 * react-slick, loaded on demand (lazy-slider.tsx), with `adaptiveHeight` done here rather than by react-slick.
 *
 * react-slick's own version sets its list's height, and watches that list with a ResizeObserver that takes any
 * change of its size for a resize: 50 ms later it re-reads its state, which may not hold a slide change made in
 * between yet, and puts the track back on the slide before it while the dots and the counter show the new one.
 * Here a row around the slider takes the height of the slides in view and clips the rest; the list keeps the
 * tallest slide's height, so react-slick never sees it change.
 */
export const AdaptiveSlider = forwardRef<Slider, SliderProps>(function AdaptiveSlider(
  { adaptiveHeight = false, beforeChange, initialSlide = 0, slidesToShow = 1, ...settings },
  ref,
) {
  const row = useRef<HTMLDivElement>(null);
  const first = useRef(initialSlide);
  const observer = useRef<ResizeObserver | null>(null);

  // The row follows the slides from `index` on, as they are drawn now and whenever their size changes.
  const follow = useCallback(
    (index: number) => {
      const box = row.current;
      observer.current?.disconnect();
      if (!box) return;
      const inView = Array.from(box.querySelectorAll<HTMLElement>(".slick-slide")).filter((slide) => {
        const position = Number(slide.dataset.index);
        return position >= index && position < index + slidesToShow;
      });
      const fit = () => {
        const height = Math.max(0, ...inView.map((slide) => slide.offsetHeight));
        // A slide that is not drawn (a detached one, a hidden section) measures 0: the row keeps its height.
        if (height > 0) box.style.height = `${height}px`;
      };
      fit();
      observer.current = new ResizeObserver(fit);
      inView.forEach((slide) => observer.current?.observe(slide));
    },
    [slidesToShow],
  );

  // Before the first paint of the slider, so the row never shows at the tallest slide's height.
  useLayoutEffect(() => {
    follow(first.current);
    return () => observer.current?.disconnect();
  }, [follow]);

  const slider = (
    <Slider
      ref={ref}
      {...settings}
      initialSlide={initialSlide}
      slidesToShow={slidesToShow}
      beforeChange={(current, next) => {
        first.current = next;
        follow(next);
        beforeChange?.(current, next);
      }}
    />
  );
  return adaptiveHeight ? (
    <div ref={row} className="carousel-adaptive-row">
      {slider}
    </div>
  ) : (
    slider
  );
});
