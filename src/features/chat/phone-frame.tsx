import React, { type ReactNode } from "react";
import BatteryFull from "lucide-react/icons/battery-full";
import Signal from "lucide-react/icons/signal";
import Wifi from "lucide-react/icons/wifi";
import { cn } from "../../lib/cn";
import "./phone-frame.css";

interface PhoneFrameProps {
  /** Id of the element that names the phone (its chat title). */
  labelledBy: string;
  /** HH:MM, or null until the visitor's clock is known. */
  clock: string | null;
  children: ReactNode;
}

/**
 * They stand 4 px out from the frame, which stands as far in from the column's right edge, so the right one ends on it.
 */
const SIDE_BUTTONS = ["-left-1 top-24 h-8", "-left-1 top-36 h-12", "-right-1 top-32 h-16"];

/** A phone-shaped region with a status bar: the device the chat runs on. */
export function PhoneFrame({ labelledBy, clock, children }: PhoneFrameProps) {
  return (
    <div role="region" aria-labelledby={labelledBy} className="chat-device">
      {SIDE_BUTTONS.map((position) => (
        <span
          key={position}
          aria-hidden="true"
          className={cn("absolute w-1 rounded-sm bg-device frameless:hidden", position)}
        />
      ))}
      <div className="chat-screen">
        {/* A card keeps only the status bar's clock, at the end of the chat's title row, so the conversation keeps
            the bar's height. */}
        <div className="chat-status">
          <time data-testid="phone-clock" dateTime={clock ?? undefined}>
            {clock}
          </time>
          {/* Black in both themes, as the glass over a camera is: the dark theme's bezel grey hid it. A step narrower
              on a phone, where at 320 px it stood 4 px from the status icons. */}
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-2 h-6 w-20 -translate-x-1/2 rounded-full bg-black xs:w-24 frameless:hidden"
          />
          <span aria-hidden="true" className="flex items-center gap-1 frameless:hidden">
            <Signal className="h-3.5 w-3.5" />
            <Wifi className="h-3.5 w-3.5" />
            <BatteryFull className="h-4 w-4" />
          </span>
        </div>
        {children}
        <span aria-hidden="true" className="mx-auto mb-2 mt-1 h-1 w-28 rounded-full bg-ink/70 frameless:hidden" />
      </div>
    </div>
  );
}
