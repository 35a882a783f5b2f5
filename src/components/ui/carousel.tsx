import React, { Children, isValidElement, startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import type SliderInstance from "react-slick";
import {
  CAROUSEL_EASING,
  CAROUSEL_MOUNT_MARGIN,
  CAROUSEL_TOUCH_THRESHOLD,
  breakpointsThatFit,
  carouselSpeedMs,
  fitsAtEveryWidth,
  gatherMoves,
  hasDots,
  isMoveWord,
  moveTarget,
  moveWord,
  perViewStyle,
  wrapIndex,
  type PendingMove,
} from "../../lib/carousel";
import type { PerView } from "../../lib/breakpoints";
import { EARLY_INPUT, addEarlyInput, takeEarlyInput } from "../../boot/early-input";
import { REDUCED_MOTION_QUERY } from "../../lib/motion";
import { useHydrated } from "../../hooks/use-hydrated";
import { useInertHiddenSlides } from "../../hooks/use-inert-hidden-slides";
import { useMediaQuery } from "../../hooks/use-media-query";
import { useInViewport } from "../../hooks/use-in-viewport";
import { useSlidesPerView } from "../../hooks/use-slides-per-view";
import { useStripSwipe } from "../../hooks/use-strip-swipe";
import { useMessages } from "../../hooks/use-messages";
import { formatMessage } from "../../i18n/messages";
import { CarouselArrows, CarouselCounter, CarouselDots, type CarouselItemLabels } from "./carousel-controls";
import { LazySlider, loadSlider } from "./lazy-slider";
import "../../styles/slick.css";
import { cn } from "../../lib/cn";

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Projects". */
  label: string;
  /** What the controls are called, e.g. "Previous project" (see carouselItemLabels). */
  itemLabels: CarouselItemLabels;
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
 * media queries, see slick.css); react-slick later replaces it at the same
 * size and position, so nothing moves. Without JavaScript the strip wraps
 * into a grid and every slide stays readable.
 *
 * react-slick is downloaded and mounted only when the carousel nears the
 * viewport (or takes focus): loading and mounting all four of the page's
 * carousels during hydration was the longest task a phone ran on load. The
 * controls used before then, and swipes across the strip, are carried out,
 * all of them, as soon as the slider is there, and focus in the strip moves
 * to the first visible slide of the slider.
 *
 * Where every slide is in view at once there is nothing to slide to: the row
 * stands still, without react-slick, its loop clones, controls or position.
 * The stylesheet does that per breakpoint from the first paint (`data-fits`);
 * once hydrated, the carousel also drops its controls and carousel semantics
 * there, and brings the slider back if a resize leaves too little room.
 */
export function Carousel({ label, itemLabels, perView, heading, children, className = "" }: CarouselProps) {
  const messages = useMessages();
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  const fits = breakpointsThatFit(perView, count);
  const root = useRef<HTMLDivElement>(null);
  const isNear = useInViewport(root, { rootMargin: CAROUSEL_MOUNT_MARGIN, once: true, withFocus: true });
  const [isEngaged, setIsEngaged] = useState(false);
  const isActive = isNear || isEngaged;
  const [isSliderLoaded, setIsSliderLoaded] = useState(false);
  const slidesToShow = useSlidesPerView(perView);
  // Until hydrated the width is unknown: the markup is a carousel unless it fits at every width.
  const isStill = useHydrated() ? count <= slidesToShow : fitsAtEveryWidth(perView, count);
  const hasSlider = isSliderLoaded && !isStill;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const slider = useRef<SliderInstance>(null);
  const frame = useRef<HTMLDivElement>(null);
  const restoreFocus = useInertHiddenSlides(frame, hasSlider);

  /** A move to make once the slider has mounted, kept in the carousel's early-input buffer. */
  const defer = (move: PendingMove) => {
    if (root.current) addEarlyInput(root.current, [moveWord(move)], EARLY_INPUT);
    setIsEngaged(true);
  };
  const control = (move: PendingMove, action: (target: SliderInstance) => void) => {
    if (slider.current) action(slider.current);
    else defer(move);
  };

  useEffect(() => {
    if (!isActive || isStill) return undefined;
    let isCurrent = true;
    void loadSlider().then(() => {
      if (isCurrent) startTransition(() => setIsSliderLoaded(true));
    });
    return () => {
      isCurrent = false;
    };
  }, [isActive, isStill]);

  // The slider is mounted (and its ref set) by the time effects run after the render that loaded it.
  useEffect(() => {
    if (!hasSlider || !slider.current) return;
    restoreFocus();
    const move = root.current && gatherMoves(takeEarlyInput(root.current, isMoveWord, EARLY_INPUT));
    if (move) slider.current.slickGoTo(moveTarget(move, count));
  }, [hasSlider, restoreFocus, count]);

  const swipeHandlers = useStripSwipe(defer);

  const onBeforeChange = (_: number, next: number) => setIndex(wrapIndex(next, count));

  const framed = slides.map((slide, position) => (
    <div
      key={slide.key ?? position}
      {...(isStill
        ? {}
        : {
            role: "group",
            "aria-roledescription": messages["carousel.slideRoleDescription"],
            "aria-label": formatMessage(messages["carousel.slideLabel"], { n: position + 1, count }),
          })}
      className="carousel-slide-frame px-3 py-2"
    >
      {slide}
    </div>
  ));

  const strip = (
    <div className="carousel-static" {...(isStill ? {} : swipeHandlers)}>
      {framed.map((slide) => (
        <div key={slide.key} className="carousel-static-slide">
          {slide}
        </div>
      ))}
    </div>
  );

  const withDots = hasDots(count);
  const arrows = !isStill && (
    <CarouselArrows
      itemLabels={itemLabels}
      onPrevious={() => control({ by: -1 }, (target) => target.slickPrev())}
      onNext={() => control({ by: 1 }, (target) => target.slickNext())}
      alwaysShown={!withDots}
    />
  );
  const dots =
    !isStill &&
    (withDots ? (
      <CarouselDots
        label={itemLabels.choose}
        count={count}
        index={index}
        onSelect={(dot) => control({ to: dot }, (target) => target.slickGoTo(dot))}
      />
    ) : (
      <CarouselCounter count={count} index={index} />
    ));

  return (
    <div
      ref={root}
      role="group"
      aria-roledescription={isStill ? undefined : messages["carousel.roleDescription"]}
      aria-label={label}
      className={cn("carousel", className)}
      style={perViewStyle(perView)}
      data-fits={fits.join(" ") || undefined}
    >
      {heading && (
        <div className="mb-6 flex items-center justify-between gap-4">
          {heading}
          {arrows}
        </div>
      )}
      <div ref={frame} className="-mx-3 -my-2">
        {hasSlider ? (
          <LazySlider
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
            // A slider mounted again after a resize (the row was still) starts from the first slide.
            onInit={() => setIndex(0)}
            beforeChange={onBeforeChange}
            afterChange={restoreFocus}
          >
            {framed}
          </LazySlider>
        ) : (
          strip
        )}
      </div>
      {!isStill && (
        <>
          <p className="carousel-controls sr-only" aria-live="polite" aria-atomic="true">
            {formatMessage(messages["carousel.status"], { label, n: index + 1, count })}
          </p>
          {heading ? (
            <div className="carousel-controls mt-4 flex justify-center md:hidden">{dots}</div>
          ) : (
            <div className="carousel-controls mt-4 flex items-center justify-center gap-4 sm:justify-between md:justify-end">
              {dots}
              {arrows}
            </div>
          )}
        </>
      )}
    </div>
  );
}
