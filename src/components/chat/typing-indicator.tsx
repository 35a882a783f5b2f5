import React from "react";

const DOT_DELAYS = ["0ms", "150ms", "300ms"];

interface TypingIndicatorProps {
  label: string;
}

/** Three bouncing dots; the label is what screen readers hear. Reduced motion stills the dots (global.css). */
export function TypingIndicator({ label }: TypingIndicatorProps) {
  return (
    <div className="mt-3 flex w-fit items-center gap-1 rounded-2xl rounded-bl-md bg-raised px-4 py-3">
      <span className="sr-only">{label}</span>
      {DOT_DELAYS.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-typing-dot rounded-full bg-muted"
          style={{ animationDelay: delay }}
        />
      ))}
    </div>
  );
}
