import React, {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";
import type SliderInstance from "react-slick";
import {
  CAROUSEL_EASING,
  CAROUSEL_MOUNT_MARGIN,
  CAROUSEL_TOUCH_THRESHOLD,
  breakpointsThatFit,
  carouselSpeedMs,
  fitsAtEveryWidth,
  hasDots,
  gatherMoves,
  isMoveWord,
  moveTarget,
  moveWord,
  perViewStyle,
  wrapIndex,
  type PendingMove,
} from "./logic";
import type { PerView } from "../../lib/breakpoints";
import { REDUCED_MOTION_QUERY } from "../../lib/motion";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMediaQuery } from "../../hooks/use-media-query";
import { useInViewport } from "../../hooks/use-in-viewport";
import { useInertHiddenSlides } from "./use-inert-hidden-slides";
import { useSlidesPerView } from "./use-slides-per-view";
import { useStripSwipe } from "./use-strip-swipe";
import { LazySlider, loadSlider } from "./lazy-slider";
import "./slick.css";
import { cn } from "../../lib/cn";

/**
 * Every text the carousel shows or announces, in the page's language: the
 * carousel knows no language, so whoever renders it hands them in (see
 * app-carousel.tsx). The templates' `{n}`, `{count}` and `{label}` are filled
 * by the `format` it is given along with them.
 */
export interface CarouselLabels {
  /** The region's name, e.g. "Projects". */
  label: string;
  /** The region's role description, e.g. "carousel". */
  carousel: string;
  /** A slide's role description, e.g. "slide". */
  slide: string;
  /** A slide's name, e.g. "{n} of {count}". */
  slideLabel: string;
  /** The live status line, e.g. "{label}: {n} of {count}". */
  status: string;
  /** A dot's name, e.g. "Go to slide {n}". */
  goToSlide: string;
  /** The counter that stands in for dots, e.g. "{n} / {count}". */
  counter: string;
  /** Whole phrases, since a language may inflect the words around the noun: "Previous project", … */
  previous: string;
  next: string;
  /** The row of dots, e.g. "Choose project". */
  choose: string;
}

/** Fills a label's placeholders, e.g. ("Go to slide {n}", { n: 2 }) → "Go to slide 2". */
export type CarouselFormat = (template: string, values: Record<string, string | number>) => string;

/**
 * Where a press waits while react-slick is still on its way: a buffer on the
 * carousel's element that the page's early scripts may also write to. `add`
 * appends words, `take` removes and returns, oldest first, those `owns` accepts.
 */
export interface CarouselEarlyInput {
  add: (element: Element, words: readonly string[]) => void;
  take: (element: Element, owns: (word: string) => boolean) => string[];
}

interface CarouselState {
  count: number;
  /** The selected slide, 0…count-1. */
  index: number;
  setIndex: (index: number) => void;
  /** Every slide is in view: no slider, controls or position. */
  isStill: boolean;
  /** Dots below the slides on phones; otherwise the arrows at every width, with a counter unless the position is hidden. */
  hasDots: boolean;
  /** A counter beside the arrows: from md with dots, else at every width. */
  hasCounter: boolean;
  hasSlider: boolean;
  slidesToShow: number;
  perView: PerView;
  labels: CarouselLabels;
  format: CarouselFormat;
  root: RefObject<HTMLDivElement>;
  slider: RefObject<SliderInstance>;
  earlyInput: CarouselEarlyInput;
  /** Carries out a move now, or once the slider has mounted. */
  go: (move: PendingMove) => void;
}

const CarouselContext = createContext<CarouselState | null>(null);

/** The state every part of one carousel shares. */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error("Carousel parts must be inside <Carousel>");
  return state;
}

interface CarouselProps {
  labels: CarouselLabels;
  format: CarouselFormat;
  /** How many CarouselItems its CarouselContent holds: the server's markup needs it before any slide renders. */
  count: number;
  perView: PerView;
  earlyInput: CarouselEarlyInput;
  /** The parts, in the order they show: CarouselContent, controls, a heading row, … */
  children: ReactNode;
  className?: string;
  /**
   * Whether the row tells where it is, by dots or a counter; without, it has the arrows alone at every width. For
   * rows that show many items at once: "1 / 12" beside ten logos read as the first of twelve pages.
   */
  showsPosition?: boolean;
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
export function Carousel({
  labels,
  format,
  count,
  perView,
  earlyInput,
  children,
  className,
  showsPosition = true,
}: CarouselProps) {
  const fits = breakpointsThatFit(perView, count);
  const root = useRef<HTMLDivElement>(null);
  const isNear = useInViewport(root, { rootMargin: CAROUSEL_MOUNT_MARGIN, once: true, withFocus: true });
  const [isEngaged, setIsEngaged] = useState(false);
  const isActive = isNear || isEngaged;
  const [isSliderLoaded, setIsSliderLoaded] = useState(false);
  const slidesToShow = useSlidesPerView(perView);
  // Until hydrated the width is unknown: the markup is a carousel unless it fits at every width.
  const isStill = useHydrated() ? count <= slidesToShow : fitsAtEveryWidth(perView, count);
  const [index, setIndex] = useState(0);
  const slider = useRef<SliderInstance>(null);

  /** A move to make once the slider has mounted, kept in the carousel's early-input buffer. */
  const defer = (move: PendingMove) => {
    if (root.current) earlyInput.add(root.current, [moveWord(move)]);
    setIsEngaged(true);
  };
  const go = (move: PendingMove) => {
    const target = slider.current;
    if (!target) defer(move);
    else if ("to" in move) target.slickGoTo(move.to);
    else if (move.by < 0) target.slickPrev();
    else target.slickNext();
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

  const state: CarouselState = {
    count,
    index,
    setIndex,
    isStill,
    hasDots: showsPosition && hasDots(count),
    hasCounter: showsPosition,
    hasSlider: isSliderLoaded && !isStill,
    slidesToShow,
    perView,
    labels,
    format,
    root,
    slider,
    earlyInput,
    go,
  };

  return (
    <CarouselContext.Provider value={state}>
      <div
        ref={root}
        role="group"
        aria-roledescription={isStill ? undefined : labels.carousel}
        aria-label={labels.label}
        className={cn("carousel", className)}
        style={perViewStyle(perView)}
        data-fits={fits.join(" ") || undefined}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

interface CarouselContentProps {
  children: ReactNode;
  /**
   * The width (a CSS length) of items narrower than their slides, such as a row of logos: given it, the first and
   * the last item in view stand on the row's edges rather than half a slide's spare width in (slick.css,
   * `.carousel-to-edges`). The strip then reaches past the row's edges, which the section holding it clips.
   */
  edgeItemWidth?: string;
  /**
   * Each slide as tall as its own content, the row following the one in view once the slider is there
   * (slider.tsx): for one card a view whose texts differ in length, where the shorter cards would stand with an
   * empty foot. Several slides in view keep the tallest's height, so that their edges line up.
   */
  adaptiveHeight?: boolean;
}

/**
 * The slides: the CSS-sized strip until react-slick has mounted (and while
 * the row is still), then the slider; after them the status line that
 * screen readers hear as the slide changes. Its children are CarouselItems.
 */
export function CarouselContent({ children, edgeItemWidth, adaptiveHeight = false }: CarouselContentProps) {
  const { count, setIndex, isStill, hasSlider, slidesToShow, labels, format, root, slider, earlyInput, index, go } =
    useCarousel();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const frame = useRef<HTMLDivElement>(null);
  const restoreFocus = useInertHiddenSlides(frame, hasSlider);
  // Only the strip takes swipes, and only while there is no slider: they wait for it.
  const swipeHandlers = useStripSwipe(go);
  // Each item learns its position here, so a section only lists them.
  const slides = Children.toArray(children)
    .filter(isValidElement)
    .map((slide, position) => cloneElement(slide as ReactElement<CarouselItemProps>, { position }));

  // The slider is mounted (and its ref set) by the time effects run after the render that loaded it.
  useEffect(() => {
    if (!hasSlider || !slider.current) return;
    restoreFocus();
    const move = root.current && gatherMoves(earlyInput.take(root.current, isMoveWord));
    if (move) slider.current.slickGoTo(moveTarget(move, count));
  }, [hasSlider, restoreFocus, count, root, slider, earlyInput]);

  // The root sized the row and its dots by `count` before any item rendered, so the two must agree.
  if (process.env.NODE_ENV !== "production" && slides.length !== count) {
    throw new Error(`<Carousel count={${count}}> holds ${slides.length} items`);
  }

  return (
    <>
      <div
        ref={frame}
        className={cn("-my-2", edgeItemWidth ? "carousel-to-edges" : "-mx-3", adaptiveHeight && "carousel-adaptive")}
        style={edgeItemWidth ? ({ "--edge-item": edgeItemWidth } as CSSProperties) : undefined}
      >
        {hasSlider ? (
          <LazySlider
            ref={slider}
            arrows={false}
            dots={false}
            infinite
            autoplay={false}
            slidesToShow={slidesToShow}
            slidesToScroll={1}
            adaptiveHeight={adaptiveHeight}
            speed={carouselSpeedMs(reducedMotion)}
            useCSS={!reducedMotion}
            cssEase={CAROUSEL_EASING}
            touchThreshold={CAROUSEL_TOUCH_THRESHOLD}
            // A slider mounted again after a resize (the row was still) starts from the first slide.
            onInit={() => setIndex(0)}
            beforeChange={(_, next) => setIndex(wrapIndex(next, count))}
            afterChange={restoreFocus}
          >
            {slides}
          </LazySlider>
        ) : (
          <div className="carousel-static" {...(isStill ? {} : swipeHandlers)}>
            {slides.map((slide) => (
              <div key={slide.key} className="carousel-static-slide">
                {slide}
              </div>
            ))}
          </div>
        )}
      </div>
      {!isStill && (
        <p className="carousel-controls sr-only" aria-live="polite" aria-atomic="true">
          {format(labels.status, { label: labels.label, n: index + 1, count })}
        </p>
      )}
    </>
  );
}

interface CarouselItemProps {
  children: ReactNode;
  /** Set by CarouselContent. */
  position?: number;
  // react-slick hands its slides these two.
  style?: CSSProperties;
  tabIndex?: number;
}

/** One slide, named "2 of 4" while the carousel moves. */
export function CarouselItem({ children, position = 0, ...slick }: CarouselItemProps) {
  const { count, isStill, labels, format } = useCarousel();
  return (
    <div
      {...(isStill
        ? {}
        : {
            role: "group",
            "aria-roledescription": labels.slide,
            "aria-label": format(labels.slideLabel, { n: position + 1, count }),
          })}
      className="carousel-slide-frame px-3 py-2"
      {...slick}
    >
      {children}
    </div>
  );
}
