import React, { Children, isValidElement, useRef, useState, type ReactNode } from "react";
import Slider from "react-slick";
import {
  CAROUSEL_EASING,
  CAROUSEL_TOUCH_THRESHOLD,
  carouselSpeedMs,
  perViewStyle,
  wrapIndex,
  type PerView,
} from "../../lib/carousel";
import { REDUCED_MOTION_QUERY } from "../../lib/motion";
import { useHydrated } from "../../hooks/use-hydrated";
import { useInertHiddenSlides } from "../../hooks/use-inert-hidden-slides";
import { useMediaQuery } from "../../hooks/use-media-query";
import { useSlidesPerView } from "../../hooks/use-slides-per-view";
import { CarouselArrows, CarouselDots } from "./carousel-controls";
import "../../styles/slick.css";

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Projects". */
  label: string;
  /** Singular noun for one slide, e.g. "project". */
  itemName: string;
  perView: PerView;
  /** Optional heading: the arrows then sit beside it instead of below the slides. */
  heading?: ReactNode;
  /** One keyed element per slide. */
  children: ReactNode;
  className?: string;
}

/**
 * A looping react-slick carousel that is right on the first paint.
 *
 * react-slick measures the page, so its server markup cannot know the
 * viewport. The server and the hydration pass therefore render a CSS-sized
 * strip of the same slides (slides per view from CSS custom properties and
 * media queries, see slick.css); react-slick replaces it right after
 * hydration, at the same size and position, so nothing moves. Without
 * JavaScript the strip wraps into a grid and every slide stays readable.
 */
export function Carousel({ label, itemName, perView, heading, children, className = "" }: CarouselProps) {
  const slides = Children.toArray(children).filter(isValidElement);
  const hydrated = useHydrated();
  const slidesToShow = useSlidesPerView(perView);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const slider = useRef<Slider>(null);
  const frame = useRef<HTMLDivElement>(null);
  const restoreFocus = useInertHiddenSlides(frame, hydrated);
  const count = slides.length;

  const onBeforeChange = (_: number, next: number) => setIndex(wrapIndex(next, count));

  const framed = slides.map((slide, position) => (
    <div
      key={slide.key ?? position}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      className="carousel-slide-frame px-3 py-2"
    >
      {slide}
    </div>
  ));

  const arrows = (
    <CarouselArrows
      itemName={itemName}
      onPrevious={() => slider.current?.slickPrev()}
      onNext={() => slider.current?.slickNext()}
    />
  );
  const dots = (
    <CarouselDots itemName={itemName} count={count} index={index} onSelect={(dot) => slider.current?.slickGoTo(dot)} />
  );

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={`carousel ${className}`}
      style={perViewStyle(perView)}
    >
      {heading && (
        <div className="mb-6 flex items-center justify-between gap-4">
          {heading}
          {arrows}
        </div>
      )}
      <div ref={frame} className="-mx-3 -my-2">
        {hydrated ? (
          <Slider
            ref={slider}
            arrows={false}
            dots={false}
            infinite
            autoplay={false}
            slidesToShow={slidesToShow}
            slidesToScroll={1}
            speed={carouselSpeedMs(reducedMotion)}
            useCSS={!reducedMotion}
            cssEase={CAROUSEL_EASING}
            touchThreshold={CAROUSEL_TOUCH_THRESHOLD}
            beforeChange={onBeforeChange}
            afterChange={restoreFocus}
          >
            {framed}
          </Slider>
        ) : (
          <div className="carousel-static">
            {framed.map((slide) => (
              <div key={slide.key} className="carousel-static-slide">
                {slide}
              </div>
            ))}
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`${label}: ${index + 1} of ${count}`}
      </p>
      {heading ? (
        <div className="mt-4 flex justify-center md:hidden">{dots}</div>
      ) : (
        <div className="mt-4 flex items-center justify-center gap-4 sm:justify-between md:justify-end">
          {dots}
          {arrows}
        </div>
      )}
    </div>
  );
}
