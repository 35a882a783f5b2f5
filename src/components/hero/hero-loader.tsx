import React from "react";

interface HeroLoaderProps {
  percent: number;
}

/**
 * Shown while the hero photos load. Only with JavaScript (the head script adds
 * `js` to <html> before paint): without it nothing would ever hide the loader,
 * so the content shows straight away instead.
 */
export function HeroLoader({ percent }: HeroLoaderProps) {
  return (
    <div className="absolute inset-0 z-10 hidden flex-col items-center justify-center gap-4 [.js_&]:flex">
      <div
        role="progressbar"
        aria-label="Loading photos"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-12 w-12 animate-spin rounded-full border-4 border-line border-t-accent-ink"
      />
      <p className="text-base font-medium text-ink">Loading...</p>
      <p className="text-sm font-medium tabular-nums text-muted">{`${percent}%`}</p>
    </div>
  );
}
