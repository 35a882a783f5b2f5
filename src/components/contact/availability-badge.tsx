import React from "react";

interface AvailabilityBadgeProps {
  text: string;
}

export function AvailabilityBadge({ text }: AvailabilityBadgeProps) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3.5 py-2 text-left text-xs font-medium text-ink shadow-sm sm:gap-2.5 sm:px-4 sm:text-sm">
      <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-success" />
      </span>
      {/* Balanced, so a badge that must wrap on a narrow phone splits into two even lines, never one lone word. */}
      <span className="text-balance">{text}</span>
    </p>
  );
}
