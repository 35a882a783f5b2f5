import React, { useEffect, useRef, useState } from "react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useHoverOrFocus } from "../../hooks/use-hover-or-focus";
import { useInViewport } from "../../hooks/use-in-viewport";
import { useRotatingIndex } from "../../hooks/use-rotating-index";
import { useMessages } from "../../hooks/use-messages";
import { CONTACT_TAGLINE_INTERVAL_MS } from "../../lib/constants";
import { cn } from "../../lib/cn";
import { Words } from "../ui/words";

// The old phrase fades out before the new one fades in, so two never overlap mid-change.
const FADE = "transition-[opacity,visibility]";
const SHOWN = "visible opacity-100";
const FADE_IN = "delay-200 duration-300";
const HIDDEN = "invisible opacity-0";
const FADE_OUT = "duration-200";

function phraseClass(shown: boolean, fades: boolean): string {
  const state = shown ? SHOWN : HIDDEN;
  if (!fades) return `${state} transition-none`;
  return `${state} ${FADE} ${shown ? FADE_IN : FADE_OUT}`;
}

const TIMER_STYLE = { animationDuration: `${CONTACT_TAGLINE_INTERVAL_MS}ms` };

interface RotatingTaglineProps {
  phrases: readonly string[];
}

// Pretty rather than balanced: a phrase fills its first line and leaves no word alone, where balancing halved
// every phrase's line and the tallest phrase's extra line left a gap under the shorter ones. Set as running text
// (Words' prose), not broken at its dash: a clause longer than the column's line wrapped inside itself and pushed
// the last one to a third line ("Kaffee in Wien oder ein Call / von überall – / ich bin dabei."). 24 px beside the
// cards from xl filled the gap above the status in German but outran the cards in English: a blind comparison split
// 8 to 8, by language.
const TEXT = "text-lg font-medium text-ink text-pretty sm:text-xl";

/** One phrase stands still: no timer, no pause button that would pause nothing. */
export function RotatingTagline({ phrases }: RotatingTaglineProps) {
  if (phrases.length < 2)
    return (
      <p className={cn("max-w-2xl", TEXT)}>
        <Words text={phrases[0] ?? ""} prose />
      </p>
    );
  return <Rotation phrases={phrases} />;
}

/**
 * Cycles through the phrases, pausing while hovered or focused; the button
 * stops it for good (WCAG 2.2.2). It fades only on screen: off screen the
 * phrases swap at once, so a page read from the top (by a contrast checker,
 * say) never catches one half transparent. All phrases share one grid cell,
 * so the block keeps the height of the longest and the page never jumps.
 * Changes are not announced: a screen reader reads the phrase in view, not
 * one every 3 s. The pause control is a round player's button before the
 * phrases, named for screen readers and, on hover, in words.
 */
function Rotation({ phrases }: RotatingTaglineProps) {
  const messages = useMessages();
  const { active, handlers } = useHoverOrFocus();
  const area = useRef<HTMLDivElement>(null);
  const onScreen = useInViewport(area);
  const [stopped, setStopped] = useState(false);
  const { index, start, stop } = useRotatingIndex({
    length: phrases.length,
    intervalMs: CONTACT_TAGLINE_INTERVAL_MS,
    autoStart: true,
    // Coming on screen, a phrase gets its whole time, so the timer's ring below starts with it.
    restartKey: onScreen,
  });
  const paused = active || stopped;

  useEffect(() => {
    if (paused) stop();
    else start();
  }, [paused, start, stop]);

  // 32 px drawn, beside a phrase of 20-22 px: at 40 it weighed as much as the greeting's button above it. Its
  // pseudo-element keeps a finger's 44 px to hit.
  const pauseControl = (
    <button
      type="button"
      onClick={() => setStopped((current) => !current)}
      aria-label={stopped ? messages["contact.resumeTagline"] : messages["contact.pauseTagline"]}
      title={stopped ? messages["contact.resume"] : messages["contact.pause"]}
      className="btn-round relative -mt-0.5 h-8 w-8 shrink-0 text-muted before:absolute before:-inset-1.5 before:content-[''] hover:text-ink"
    >
      {stopped ? (
        <Play aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
      ) : (
        <Pause aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
      )}
      {/* The phrase's time, drawn round the control as it runs, anew for each phrase: it shows that the line moves on
          by itself, and what the control is for. Only on screen and while running, so it never runs ahead of a
          phrase (contact-layout.css). */}
      {onScreen && !paused && (
        <span key={index} aria-hidden="true" className="tagline-timer" style={TIMER_STYLE}>
          <span>
            <span />
          </span>
          <span>
            <span />
          </span>
        </span>
      )}
    </button>
  );

  return (
    // The control leads the phrases and is met before them. The block keeps the longest phrase's height, so nothing
    // below moves when the phrase changes. Each phrase starts at its top, the control on the first line (its 32 px
    // centred on the 28 px line), as the status's dot and the greeting's hand stand on theirs: centred in the block,
    // the control stood by the second line of three and a phrase of two lines started 16-33 px below the cards'
    // edge beside it. First lines won 24 of 24 blind pairs (320-768 px, sideways, 200% zoom), though a shorter
    // phrase leaves the slack under it.
    <div ref={area} className="flex max-w-2xl items-start gap-3" {...handlers}>
      {pauseControl}
      <p aria-live="off" className={cn("grid min-w-0", TEXT)}>
        {phrases.map((phrase, phraseIndex) => (
          <span
            // By position: two phrases may read the same.
            key={phraseIndex}
            aria-hidden={phraseIndex !== index || undefined}
            className={cn("col-start-1 row-start-1 self-start", phraseClass(phraseIndex === index, onScreen))}
          >
            <Words text={phrase} prose />
          </span>
        ))}
      </p>
    </div>
  );
}
