import React from "react";
import { TYPING_DOT_COUNT, TYPING_DOT_STAGGER_MS } from "../../lib/constants";
import { cn } from "../../lib/cn";
import { useMessages } from "../../hooks/use-messages";

interface TypingDotsProps {
  /** What assistive technology hears instead of the dots; "typing" in the page's language without one. */
  label?: string;
  className?: string;
}

const DOT_DELAYS = Array.from({ length: TYPING_DOT_COUNT }, (_, dot) => `${dot * TYPING_DOT_STAGGER_MS}ms`);

/** A chat-style "someone is typing" bubble: three dots that bounce in turn (still under reduced motion). */
export function TypingDots({ label, className = "" }: TypingDotsProps) {
  const messages = useMessages();
  return (
    <span
      role="img"
      aria-label={label ?? messages["typingDots.label"]}
      className={cn("inline-flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-raised", className)}
    >
      {DOT_DELAYS.map((delay) => (
        <span
          key={delay}
          className="h-1.5 w-1.5 animate-typing-dot rounded-full bg-ink motion-reduce:animate-none"
          style={{ animationDelay: delay }}
        />
      ))}
    </span>
  );
}
