import React from "react";
import { HERO_PERCENT_ATTR, HERO_PROGRESS_ATTR } from "../../boot/contract";
import { useMessages } from "../../hooks/use-messages";

interface HeroLoaderProps {
  percent: number;
}

/**
 * Shown while the hero photos load. Only with JavaScript (the head script adds
 * `js` to <html> before paint): without it nothing would ever hide the loader,
 * so the content shows straight away instead. Before hydration the inline
 * reveal script (boot/hero-reveal-script.ts) keeps the percentage current and hides
 * the loader through `hero-pending`; React may then still hold its first,
 * server-rendered value, hence the suppressed hydration warning.
 */
export function HeroLoader({ percent }: HeroLoaderProps) {
  const messages = useMessages();
  return (
    // Centred in the first screen, not in the section: the section grows while the browser is still
    // parsing it, and the spinner must neither move (layout shift) nor sit below the fold of a tall hero.
    <div className="absolute inset-x-0 top-0 z-10 hidden h-svh flex-col items-center justify-center gap-4 hero-pending:flex">
      <div
        role="progressbar"
        aria-label={messages["hero.loadingPhotos"]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        {...{ [HERO_PROGRESS_ATTR]: "" }}
        className="h-12 w-12 animate-spin rounded-full border-4 border-line border-t-accent-ink"
      />
      <p className="text-base font-medium text-ink">{messages["hero.loading"]}</p>
      {/* A fixed width, so the box does not move as "0%" grows to "100%" (a layout shift). */}
      <p
        className="w-16 text-center text-sm font-medium tabular-nums text-muted"
        {...{ [HERO_PERCENT_ATTR]: "" }}
        suppressHydrationWarning
      >
        {`${percent}%`}
      </p>
    </div>
  );
}
