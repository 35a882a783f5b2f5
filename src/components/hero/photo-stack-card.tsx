import React, { useRef } from "react";
import { m, useDragControls, useMotionValue, useMotionValueEvent, type PanInfo } from "framer-motion";
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
 * The outer layer places the card in the stack by depth and, at the front,
 * takes the drag; the inner layer is what moves with it and flies out. While
 * a drag (or its snap back) is under way, rotation and opacity follow the
 * horizontal offset.
 */
export function PhotoStackCard({ photo, depth, count, flight, isPriority, onSwipe, onLanded }: PhotoStackCardProps) {
  const isFront = depth === 0;
  const x = useMotionValue(0);
  const rotate = useMotionValue(0);
  const opacity = useMotionValue(1);
  const followsDrag = useRef(false);
  const dragControls = useDragControls();
  const isHandle = isFront && !flight;

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
    // The place, not the card, takes the drag: a card turning back from a quick swipe lies beside its place, and a
    // finger pressed where the stack stands must move it all the same.
    <m.div
      // A card flying out lies over the new front card until it lands; it must not catch the next drag.
      className={cn(
        "absolute inset-0",
        flight && "pointer-events-none",
        isHandle && "touch-pan-y cursor-grab active:cursor-grabbing",
      )}
      style={{ zIndex: flight ? count + 1 : count - depth }}
      initial={false}
      animate={stackPose(depth)}
      transition={SWAP_TRANSITION}
      aria-hidden={!isFront}
      data-depth={depth}
      onPointerDown={isHandle ? (event) => dragControls.start(event) : undefined}
    >
      <m.div
        className={cn("photo-face h-full w-full touch-pan-y select-none shadow-xl", !isHandle && "pointer-events-none")}
        style={{ x, rotate, opacity }}
        drag={isHandle ? "x" : false}
        dragControls={dragControls}
        dragListener={false}
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
