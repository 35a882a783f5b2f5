import React, { useRef, type KeyboardEvent, type ReactNode } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { cn } from "../../lib/cn";
import { dotKeyTarget, openingRanges, visibleRange } from "./logic";
import { useCarousel } from "./carousel";
import { useHydrated } from "../../hooks/use-hydrated";

/*
 * Dots show below `md` (the mobile layout, < 768 px) and arrows from `sm`
 * (640 px) up, switched by CSS so the server markup is already right for every
 * viewport; between 640 and 767 px both show. The rows without dots (the
 * skills, the tools) have their arrows at every width. With too many items
 * for a row of dots, a counter stands beside the arrows instead and they show at every width;
 * with dots, a counter joins the arrows where the dots give way (from md), so
 * that between 640 and 767 px the row is not told its place three times. A row
 * that does not tell its place has the arrows alone, at every width.
 * `carousel-controls` hides them when JavaScript is off, and at widths where
 * every item is in view (slick.css), where they could do nothing. While the
 * row is still (every item in view at this width) the parts render nothing.
 */

/** A row of controls, e.g. the dots and arrows below the slides. */
export function CarouselControls({ className, children }: { className: string; children: ReactNode }) {
  return useCarousel().isStill ? null : <div className={`carousel-controls ${className}`}>{children}</div>;
}

/** Where the arrows show: from `sm` where dots stand in for them below it, else always. */
const withArrows = (hasDots: boolean) => (hasDots ? "hidden sm:flex" : "flex");

/** Holds CarouselPrevious and CarouselNext: from `sm` up, or at every width where there are no dots. */
export function CarouselArrows({ children }: { children: ReactNode }) {
  const { isStill, hasDots } = useCarousel();
  if (isStill) return null;
  return <div className={cn("carousel-controls shrink-0 gap-2", withArrows(hasDots))}>{children}</div>;
}

const ARROW_CLASS = "btn-round control-size";

function Arrow({ by }: { by: 1 | -1 }) {
  const { labels, go } = useCarousel();
  const Icon = by < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={by < 0 ? labels.previous : labels.next}
      onClick={() => go({ by })}
      className={ARROW_CLASS}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

export const CarouselPrevious = () => <Arrow by={-1} />;
export const CarouselNext = () => <Arrow by={1} />;

/**
 * One dot per slide, while they fit a row (else CarouselCounter stands in).
 * One Tab stop for the whole row, as in the WAI-ARIA carousel pattern: Tab
 * reaches the current slide's dot, the arrow keys (and Home, End) move to
 * another dot and show its slide, and the next Tab leaves the row.
 */
export function CarouselDots() {
  const { isStill, hasDots, count, index, labels, format, go } = useCarousel();
  const row = useRef<HTMLDivElement>(null);
  if (isStill || !hasDots) return null;
  // From the dot that has focus: before the slider mounts, the current index waits for it.
  const onKeyDown = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = dotKeyTarget(event.key, from, count);
    if (target === null) return;
    event.preventDefault();
    go({ to: target });
    row.current?.querySelectorAll("button")[target]?.focus();
  };

  return (
    // One row, always. A dozen dots (24 px each, 36 for the current one) need 300 px, more than a phone's column, so
    // below sm (where no arrows stand beside them) the row may reach across the gutters; on a screen under 300 px the
    // dots give up a few pixels each instead of wrapping.
    <div
      ref={row}
      role="group"
      aria-label={labels.choose}
      className="carousel-controls flex min-w-0 max-sm:mx-[calc(var(--gutter)*-1)] md:hidden"
    >
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          aria-label={format(labels.goToSlide, { n: dot + 1 })}
          aria-current={dot === index ? "true" : undefined}
          tabIndex={dot === index ? 0 : -1}
          onClick={() => go({ to: dot })}
          onKeyDown={(event) => onKeyDown(dot, event)}
          // Each a 24 × 32 px target. The current dot's button is as much wider as its pill, so every mark has 8 px
          // either side: the marks are evenly spaced, and the row's ink is centred wherever the current one stands.
          className={cn(
            "group flex h-8 items-center justify-center rounded-full transition-[width]",
            dot === index ? "w-9 min-w-8" : "w-6 min-w-5",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-2 rounded-full transition-all",
              dot === index ? "w-5 bg-accent-ink" : "w-2 bg-muted/70 group-hover:bg-muted",
            )}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * The position as "7 / 30", or the slides in view as "1–3 / 6", beside the arrows: at every width when there are
 * more items than a row of dots can hold, and otherwise from md, where the
 * dots give way; nothing where the carousel does not tell its position.
 * Screen readers hear the status line instead.
 */
export function CarouselCounter() {
  const { isStill, hasDots, hasCounter, count, index, slidesToShow, perView, labels, format } = useCarousel();
  const hydrated = useHydrated();
  if (isStill || !hasCounter) return null;
  const counter = (range: string) => format(labels.counter, { n: range, count });
  return (
    <p
      aria-hidden="true"
      className={cn(
        "carousel-controls text-sm font-medium tabular-nums text-muted",
        hasDots ? "hidden md:flex" : "flex",
      )}
    >
      {/* Until hydrated the width is unknown: one text per step, each shown at its own (data-show-at, see
          tailwind.config.ts), so the first paint already reads "1–3 / 6" where three slides show. A server's
          "1 / 6" growing to that once hydrated was a layout shift. */}
      {hydrated
        ? counter(visibleRange(index, slidesToShow, count))
        : openingRanges(perView, count).map(({ steps, range }) => (
            <span key={range} data-show-at={steps.join(" ")}>
              {counter(range)}
            </span>
          ))}
    </p>
  );
}

/** The counter, where there is one, and the arrows: one group of controls for a heading's row. */
export function CarouselNavigation() {
  return (
    <div className="flex shrink-0 items-center gap-3">
      <CarouselCounter />
      <CarouselArrows>
        <CarouselPrevious />
        <CarouselNext />
      </CarouselArrows>
    </div>
  );
}

/**
 * A carousel's heading with its navigation beside it, as the page heads every
 * carousel: a counter stands there rather than on a line of its own below.
 */
export function CarouselHeading({ children }: { children: ReactNode }) {
  return (
    <div className="mb-6 flex items-center justify-between gap-4">
      {children}
      <CarouselNavigation />
    </div>
  );
}

/** The dots, centred below the slides on phones; nothing, not an empty row's margin, where there are none. */
export function CarouselPager() {
  if (!useCarousel().hasDots) return null;
  return (
    <CarouselControls className="mt-4 flex justify-center md:hidden">
      <CarouselDots />
    </CarouselControls>
  );
}
