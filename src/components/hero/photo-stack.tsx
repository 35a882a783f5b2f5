import React, { useCallback, useId, useMemo, useReducer, useRef, type KeyboardEvent } from "react";
import ChevronRight from "lucide-react/icons/chevron-right";
import { PHOTO_STACK_ATTR, STACK_LIVE_ATTR } from "../../boot/contract";
import { EARLY_INPUT, addEarlyInput } from "../../boot/early-input";
import { deckBackColors, photosFromImageList, type StackPhoto } from "../../lib/photo-sources";
import { initialStack, keyDirection, stackReducer, type CardMotion, type SwipeDirection } from "../../lib/swipe";
import { useRecordedSwipes } from "../../hooks/use-recorded-swipes";
import { useMessages } from "../../hooks/use-messages";
import { formatMessage } from "../../i18n/messages";
import { MotionProvider, useMotionFeatures } from "./motion-provider";
import { PhotoStackCard } from "./photo-stack-card";
import { COUNTER_CLASS, NEXT_PHOTO_CLASS, STACK_CLASS, STACK_STYLE } from "./photo-stack-layout";
import { PhotoDeck, PhotoStill } from "./photo-still";
import { cn } from "../../lib/cn";

interface PhotoStackProps {
  /** Comma-separated image addresses: the component's plain API. */
  images?: string;
  /** Photos with alt text, e.g. optimised images from the content query; wins over `images`. */
  photos?: readonly StackPhoto[];
  /** The gallery's accessible name; "Photo gallery" in the page's language without one. */
  label?: string;
  className?: string;
}

/**
 * A swipeable stack of portrait cards. Drag the front card sideways, or use
 * the arrow keys on the focused gallery; the position is announced politely
 * after every swipe. One photo is shown still.
 *
 * The drag and animation code is fetched when the visitor first turns to the
 * stack (hovers, focuses or presses it). Until it is there the stack is not
 * live: the swipe recorder notes its swipes and keys, and the stack plays
 * them back once it is.
 */
export function PhotoStack({ images = "", photos, label, className = "" }: PhotoStackProps) {
  const messages = useMessages();
  const photoOf = messages["photoStack.photoOf"];
  const items = useMemo(
    () => (photos ?? photosFromImageList(images, photoOf)).filter((photo) => photo.image ?? photo.src),
    [photos, images, photoOf],
  );
  const [{ order, flights }, dispatch] = useReducer(stackReducer, items.length, initialStack);
  const hintId = useId();

  const swipe = useCallback(
    (direction: SwipeDirection, from?: CardMotion) => dispatch({ type: "swipe", direction, from }),
    [],
  );
  const { features, load } = useMotionFeatures();
  const isLive = features !== null;
  const gallery = useRef<HTMLDivElement>(null);
  useRecordedSwipes({ gallery, isLive, onEngaged: load, onSwipe: swipe });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Until the stack is live, the recorder has the key.
    const direction = isLive ? keyDirection(event.key) : null;
    if (direction === null) return;
    event.preventDefault();
    swipe(direction);
  };

  // Until the drag code is there, the swipe waits in the recorder's buffer, which fetches that code and plays it back.
  const showNext = () => {
    if (isLive) swipe(1);
    else if (gallery.current) addEarlyInput(gallery.current, ["1"], EARLY_INPUT);
  };

  const [only] = items;
  if (!only) return null;
  if (items.length === 1) return <PhotoStill photo={only} className={className} />;
  const front = order[0] ?? 0;

  return (
    <MotionProvider features={features}>
      {/* A keyboard-operable gallery (as in the WAI carousel pattern): focus it, arrow keys swipe. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={gallery}
        role="region"
        aria-label={label ?? messages["photoStack.label"]}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className={cn(STACK_CLASS, "rounded-3xl", className)}
        style={STACK_STYLE}
        {...{ [PHOTO_STACK_ATTR]: "" }}
        {...(isLive ? { [STACK_LIVE_ATTR]: "" } : {})}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
        <PhotoDeck backs={deckBackColors(items, order)}>
          {items.map((photo, index) => (
            <PhotoStackCard
              key={photo.key}
              photo={photo}
              depth={order.indexOf(index)}
              count={items.length}
              flight={flights[index]}
              isPriority={index === 0}
              onSwipe={swipe}
              onLanded={() => dispatch({ type: "landed", index })}
            />
          ))}
          {/* The count and the way on, side by side: a count alone read as six photos that failed to load. */}
          <div className={COUNTER_CLASS}>
            <p aria-live="polite">{formatMessage(photoOf, { n: front + 1, count: items.length })}</p>
            <button
              type="button"
              aria-label={messages["photoStack.next"]}
              onClick={showNext}
              className={NEXT_PHOTO_CLASS}
            >
              <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </div>
        </PhotoDeck>
        <p id={hintId} className="sr-only">
          {messages["photoStack.hint"]}
        </p>
      </div>
    </MotionProvider>
  );
}
