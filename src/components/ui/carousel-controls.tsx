import React, { useRef, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { dotKeyTarget } from "../../lib/carousel";
import { formatMessage, type MessageKey, type Messages } from "../../i18n/messages";
import { useMessages } from "../../hooks/use-messages";

/*
 * Dots show below `md` (the mobile layout, < 768 px) and arrows from `sm`
 * (640 px) up, switched by CSS so the server markup is already right for every
 * viewport; between 640 and 767 px both show. With too many items for a row of
 * dots, a counter shows where they would and the arrows show at every width.
 * `carousel-controls` hides them when JavaScript is off, and at widths where
 * every item is in view (slick.css), where they could do nothing.
 */

/**
 * What the controls of one carousel are called, e.g. "Previous project",
 * "Next project" and "Choose project": whole phrases, since a language may
 * inflect the words around the noun.
 */
export interface CarouselItemLabels {
  previous: string;
  next: string;
  /** The row of dots. */
  choose: string;
}

/** The carousels' message groups that name their controls (`projects.previous`, …). */
type ItemLabelsPrefix = {
  [Key in MessageKey]: Key extends `${infer Prefix}.previous`
    ? `${Prefix}.next` extends MessageKey
      ? `${Prefix}.choose` extends MessageKey
        ? Prefix
        : never
      : never
    : never;
}[MessageKey];

/** One carousel's control names from the page's messages, e.g. `carouselItemLabels(messages, "projects")`. */
export function carouselItemLabels(messages: Messages, prefix: ItemLabelsPrefix): CarouselItemLabels {
  return {
    previous: messages[`${prefix}.previous`],
    next: messages[`${prefix}.next`],
    choose: messages[`${prefix}.choose`],
  };
}

interface CarouselArrowsProps {
  itemLabels: CarouselItemLabels;
  onPrevious: () => void;
  onNext: () => void;
  /** Also below `sm`, where a counter stands in for the dots and gives no way to move. */
  alwaysShown?: boolean;
}

const ARROW_CLASS =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm transition-colors hover:bg-raised";

export function CarouselArrows({ itemLabels, onPrevious, onNext, alwaysShown = false }: CarouselArrowsProps) {
  return (
    <div className={cn("carousel-controls shrink-0 gap-2", alwaysShown ? "flex" : "hidden sm:flex")}>
      <button type="button" aria-label={itemLabels.previous} onClick={onPrevious} className={ARROW_CLASS}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button type="button" aria-label={itemLabels.next} onClick={onNext} className={ARROW_CLASS}>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

interface CarouselDotsProps {
  /** The row's name, e.g. "Choose project". */
  label: string;
  count: number;
  index: number;
  onSelect: (index: number) => void;
}

/**
 * One Tab stop for the whole row, as in the WAI-ARIA carousel pattern: Tab
 * reaches the current slide's dot, the arrow keys (and Home, End) move to
 * another dot and show its slide, and the next Tab leaves the row.
 */
export function CarouselDots({ label, count, index, onSelect }: CarouselDotsProps) {
  const messages = useMessages();
  const row = useRef<HTMLDivElement>(null);
  // From the dot that has focus: before the slider mounts, the current index waits for it.
  const onKeyDown = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = dotKeyTarget(event.key, from, count);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    row.current?.querySelectorAll("button")[target]?.focus();
  };

  return (
    // One row, always. A dozen 24 px dots need 288 px, more than a phone's column, so below sm (where
    // no arrows stand beside them) the row may reach across the gutters; on a screen under 288 px
    // the dots give up a few pixels each instead of wrapping.
    <div
      ref={row}
      role="group"
      aria-label={label}
      className="carousel-controls flex min-w-0 max-sm:mx-[calc(var(--gutter)*-1)] md:hidden"
    >
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          aria-label={formatMessage(messages["carousel.goToSlide"], { n: dot + 1 })}
          aria-current={dot === index ? "true" : undefined}
          tabIndex={dot === index ? 0 : -1}
          onClick={() => onSelect(dot)}
          onKeyDown={(event) => onKeyDown(dot, event)}
          className="group flex h-6 w-6 min-w-5 items-center justify-center rounded-full"
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

/** The position as "7 / 30", where dots would be; screen readers hear the carousel's own status line instead. */
export function CarouselCounter({ count, index }: { count: number; index: number }) {
  const messages = useMessages();
  return (
    <p aria-hidden="true" className="carousel-controls text-sm font-medium tabular-nums text-muted md:hidden">
      {formatMessage(messages["carousel.counter"], { n: index + 1, count })}
    </p>
  );
}
