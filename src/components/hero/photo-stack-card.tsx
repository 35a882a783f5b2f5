import React, { useRef } from "react";
import { m, useMotionValue, useMotionValueEvent, type PanInfo } from "framer-motion";
import { PHOTO_CARD_ATTR } from "../../boot/contract";
import { dragPose } from "../../lib/card-pose";
import { CARD_SWAP_DURATION_S } from "../../lib/constants";
import type { StackPhoto } from "../../lib/photo-sources";
import {
  CARD_AT_REST,
  CARD_RULES,
  flightTarget,
  isFlight,
  stackPose,
  swipeDirection,
  type Flight,
  type SwipeDirection,
} from "../../lib/swipe";
import { PhotoStackImage } from "./photo-stack-image";
import { cn } from "../../lib/cn";
import "./photo-deck.css";

const SWAP_TRANSITION = { duration: CARD_SWAP_DURATION_S, ease: "easeOut" } as const;

interface PhotoStackCardProps {
  photo: StackPhoto;
  depth: number;
  count: number;
  flight: Flight | undefined;
  isPriority: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  onLanded: () => void;
}

/**
 * The outer layer places the card in the stack by depth; the inner layer is
 * what the visitor drags and what flies out. While a drag (or its snap back)
 * is under way, rotation and opacity follow the horizontal offset.
 */
export function PhotoStackCard({ photo, depth, count, flight, isPriority, onSwipe, onLanded }: PhotoStackCardProps) {
  const isFront = depth === 0;
  const x = useMotionValue(0);
  const rotate = useMotionValue(0);
  const opacity = useMotionValue(1);
  const followsDrag = useRef(false);

  useMotionValueEvent(x, "change", (offset) => {
    if (!followsDrag.current) return;
    const pose = dragPose(offset, CARD_RULES);
    rotate.set(pose.rotate);
    opacity.set(pose.opacity);
  });

  const handleDragEnd = (_event: PointerEvent, info: PanInfo) => {
    const direction = swipeDirection(info.offset.x);
    if (direction === null) return;
    followsDrag.current = false;
    onSwipe(direction);
  };

  return (
    <m.div
      // A card flying out lies over the new front card until it lands; it must not catch the next drag.
      className={cn("absolute inset-0", flight && "pointer-events-none")}
      style={{ zIndex: flight ? count + 1 : count - depth }}
      initial={false}
      animate={stackPose(depth)}
      transition={SWAP_TRANSITION}
      aria-hidden={!isFront}
      data-depth={depth}
    >
      <m.div
        className={cn(
          "photo-face h-full w-full touch-pan-y select-none shadow-xl",
          isFront && !flight ? "cursor-grab active:cursor-grabbing" : "pointer-events-none",
        )}
        style={{ x, rotate, opacity }}
        drag={isFront && !flight ? "x" : false}
        dragSnapToOrigin
        onDragStart={() => {
          followsDrag.current = true;
        }}
        onDragEnd={handleDragEnd}
        onDragTransitionEnd={() => {
          followsDrag.current = false;
        }}
        initial={false}
        animate={flight ? flightTarget(flight.direction, flight.from) : CARD_AT_REST}
        transition={SWAP_TRANSITION}
        onAnimationComplete={(finished) => {
          if (flight && isFlight(finished, flight.direction)) onLanded();
        }}
        {...{ [PHOTO_CARD_ATTR]: isFront ? "front" : undefined }}
      >
        <PhotoStackImage photo={photo} isPriority={isPriority} />
      </m.div>
    </m.div>
  );
}
