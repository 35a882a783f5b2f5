import React, { type ReactNode } from "react";
import { BatteryFull, Signal, Wifi } from "lucide-react";
import { cn } from "../../lib/cn";

interface PhoneFrameProps {
  /** Id of the element that names the phone (its chat title). */
  labelledBy: string;
  /** HH:MM, or null until the visitor's clock is known. */
  clock: string | null;
  children: ReactNode;
}

/**
 * They stand 4 px out from the frame, which stands as far in from the column's edges, so they end on them: under
 * the text (from xs, where the column is wider than the device) on its left edge, as the text starts; beside it, on
 * its right.
 */
const SIDE_BUTTONS = ["-left-1 top-24 h-8", "-left-1 top-36 h-12", "-right-1 top-32 h-16"];

/**
 * On a phone held sideways the device would be two screens tall: the frame,
 * its camera, its home bar and its status icons go, the clock moves to the
 * end of the chat's title row, and the chat grows with its conversation up to
 * the room below the header, where the conversation scrolls (held at that
 * height from the start, a lone greeting stood under an empty band). It is then a
 * plain card as wide as the text's column, so the prompts' row shows as many
 * as it can, with one border and one radius (the device's outline left a
 * stray edge).
 */
const SHORT_SCREEN =
  "short:mx-0 short:w-full short:flex short:max-h-[calc(100svh-var(--header-height)-2rem)] short:max-w-none short:flex-col short:rounded-device-screen short:border-0 short:bg-transparent short:p-0";

/** A phone-shaped region with a status bar: the device the chat runs on. */
export function PhoneFrame({ labelledBy, clock, children }: PhoneFrameProps) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // Below md the section's 48 px foot is shorter than the larger shadow's reach, which showed in Contact.
      className={cn(
        "relative mx-auto w-[calc(100%-0.5rem)] min-w-0 max-w-sm rounded-device xs:ml-1 md:mr-1 md:w-[22rem] lg:w-96 border border-line bg-device dark:border-muted/70 p-2 shadow-xl md:shadow-2xl dark:shadow-none",
        SHORT_SCREEN,
      )}
    >
      {SIDE_BUTTONS.map((position) => (
        <span
          key={position}
          aria-hidden="true"
          className={cn("absolute w-1 rounded-sm bg-device short:hidden", position)}
        />
      ))}
      <div className="flex flex-col overflow-hidden rounded-device-screen bg-surface short:min-h-0 short:flex-1 short:border short:border-line">
        {/* A low screen keeps only the status bar's clock, at the end of the chat's title row, so the conversation
            keeps the bar's height. */}
        <div className="relative flex h-10 items-center justify-between px-7 text-xs font-semibold tabular-nums text-ink short:absolute short:right-4 short:top-2 short:z-10 short:px-0">
          <time data-testid="phone-clock" dateTime={clock ?? undefined}>
            {clock}
          </time>
          {/* Black in both themes, as the glass over a camera is: the dark theme's bezel grey hid it. A step narrower
              on a phone, where at 320 px it stood 4 px from the status icons. */}
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-2 h-6 w-20 -translate-x-1/2 rounded-full bg-black xs:w-24 short:hidden"
          />
          <span aria-hidden="true" className="flex items-center gap-1 short:hidden">
            <Signal className="h-3.5 w-3.5" />
            <Wifi className="h-3.5 w-3.5" />
            <BatteryFull className="h-4 w-4" />
          </span>
        </div>
        {children}
        <span aria-hidden="true" className="mx-auto mb-2 mt-1 h-1 w-28 rounded-full bg-ink/70 short:hidden" />
      </div>
    </div>
  );
}
