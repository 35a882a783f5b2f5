import React, { useEffect, useRef, type FocusEvent } from "react";
import MapPin from "lucide-react/icons/map-pin";
import {
  HERO_PULSE_DURATION_MS,
  HERO_PULSE_EVENT,
  SUB_LINE_INITIAL_DELAY_MS,
  SUB_LINE_INTERVAL_MS,
} from "../../lib/constants";
import { useRotatingIndex } from "../../hooks/use-rotating-index";
import { useWindowPulse } from "../../hooks/use-window-pulse";
import { Words } from "../ui/words";
import { SubLine } from "./sub-line";
import { cn } from "../../lib/cn";
import "./hero-intro.css";

interface HeroIntroProps {
  name: string;
  tagline: string;
  subLines: readonly string[];
  location: string;
}

/**
 * Name, tagline and the rotating sub-line: hover or keyboard focus starts the
 * rotation, also when it came before React did; leaving resets it to the
 * first line. The `triggerHeroPulse` window event makes the sub-line pulse.
 */
export function HeroIntro({ name, tagline, subLines, location }: HeroIntroProps) {
  const { index, isRunning, start, stop } = useRotatingIndex({
    length: subLines.length,
    intervalMs: SUB_LINE_INTERVAL_MS,
    initialDelayMs: SUB_LINE_INITIAL_DELAY_MS,
    resetOnStop: true,
  });
  const isPulsing = useWindowPulse(HERO_PULSE_EVENT, HERO_PULSE_DURATION_MS);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) stop();
  };
  // A single line has nothing to rotate to: no tab stop, and hover changes nothing.
  const rotates = subLines.length > 1;
  const longest = rotates ? subLines.reduce((long, line) => (line.length > long.length ? line : long)) : undefined;
  const area = useRef<HTMLDivElement>(null);

  // A pointer or focus already there when React arrives brings no enter or focus event of its own.
  useEffect(() => {
    const element = area.current;
    if (rotates && element && (element.matches(":hover") || element.contains(document.activeElement))) start();
  }, [rotates, start]);

  return (
    <div className="flex flex-col items-center gap-4 sm:gap-5 lg:items-start short:items-start short:gap-3">
      <p className="hero-location">
        <MapPin aria-hidden="true" />
        {location}
      </p>
      {/* Focus must start the rotation like hover does, so keyboard users get a tab stop here. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-static-element-interactions */}
      <div
        ref={area}
        tabIndex={rotates ? 0 : undefined}
        onMouseEnter={rotates ? start : undefined}
        onMouseLeave={rotates ? stop : undefined}
        onFocus={rotates ? start : undefined}
        onBlur={rotates ? handleBlur : undefined}
        className="flex flex-col items-center gap-3 rounded-2xl lg:items-start short:items-start short:gap-2"
        data-hero-intro
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-static-element-interactions */}
        {/* Its sizes are set in hero-intro.css. */}
        <h1 id="hero-title" className="text-ink">
          {name}
        </h1>
        {/* One measure up to 2xl, so a tagline of two clauses breaks at the same place on a tablet as on a phone:
            after the dash, or after a hyphen typed as one (Words). From 2xl, where the column beside the photo has
            room to spare, it is as wide as the name above it (its own width adds nothing to the column's; it takes
            the column's), on one line where it fits: on one line at 1920 px the German tagline ran 91 px past the
            name toward the photo, and the name's measure won 4 of 6 blind pairs at 1920-2560 px. On the narrowest
            phones the size eases down so that the first clause still fits one line, and beside the photo on a low
            screen it is set a step smaller and tighter, so a German clause keeps to one line. On a 320 px phone held
            sideways the column beside the 280 px photo is about 200 px: there it is 14 px and the gap to the photo
            16 px, so each English clause has a line (at 15 px the tagline took four lines; the German one takes
            three, not five). */}
        <p className="max-w-[36ch] text-balance 2xl:w-0 2xl:min-w-full 2xl:max-w-none text-[clamp(0.9375rem,4.7vw,1.125rem)] font-semibold text-ink sm:text-xl short:text-[0.9375rem]/6 short:tracking-tight max-sm:short:text-sm/6">
          <Words text={tagline} />
        </p>
        {/* A step under the tagline at every width: 16 px, and 14 px on a narrow phone, where the tagline eases down.
            From sm, beside the tagline's 20 px, 18 px rivalled it, and 16 px won 12 of 12 blind pairs (768-1920 px,
            both themes and languages). */}
        <p
          className={cn(
            "origin-center text-base transition duration-300 narrow:text-sm lg:origin-left short:origin-left short:text-sm",
            isPulsing ? "text-accent-ink motion-safe:scale-110" : "text-muted",
          )}
          data-sub-line
          data-reserve={longest}
          data-pulsing={isPulsing}
        >
          <SubLine key={index} entersAnimated={isRunning}>
            <Words text={subLines[index] ?? ""} phrases />
          </SubLine>
        </p>
      </div>
    </div>
  );
}
