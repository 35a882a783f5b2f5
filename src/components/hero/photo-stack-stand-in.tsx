import React from "react";
import { deckBackColors, type StackPhoto } from "../../lib/photo-sources";
import { formatMessage } from "../../i18n/messages";
import { useMessages } from "../../hooks/use-messages";
import { COUNTER_CLASS, STACK_CLASS, STACK_STYLE } from "./photo-stack-layout";
import { PhotoDeck } from "./photo-still";
import { PhotoStackImage } from "./photo-stack-image";
import { cn } from "../../lib/cn";
import "./photo-deck.css";

/**
 * The photos, front one on top, without the stack's gestures: shown while the
 * stack's code loads on a client-side visit, and for good if that code cannot
 * be loaded (a dropped connection, a deploy mid-visit), so the hero keeps its
 * photos and its layout either way.
 */
export function PhotoStackStandIn({ photos }: { photos: readonly StackPhoto[] }) {
  const messages = useMessages();
  return (
    <div className={STACK_CLASS} style={STACK_STYLE}>
      <PhotoDeck backs={deckBackColors(photos)}>
        {photos.map((photo, index) => (
          <div
            key={photo.key}
            aria-hidden={index > 0}
            className={cn("photo-face absolute inset-0", index === 0 && "shadow-xl")}
            style={{ zIndex: photos.length - index }}
          >
            <PhotoStackImage photo={photo} isPriority={index === 0} />
          </div>
        ))}
        {photos.length > 1 && (
          // The count alone: without the stack's code a button to the next photo would do nothing.
          <p aria-hidden="true" className={COUNTER_CLASS}>
            {formatMessage(messages["photoStack.photoOf"], { n: 1, count: photos.length })}
          </p>
        )}
      </PhotoDeck>
    </div>
  );
}
