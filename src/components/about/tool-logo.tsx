import React, { useCallback, type CSSProperties } from "react";
import { LOGO_SIZE_PX } from "../../lib/constants";
import { cn } from "../../lib/cn";
import "./tool-logo.css";

interface ToolLogoProps {
  name: string;
  src: string | null;
  /** How much to scale the picture, so that a thin mark and a solid one read alike (plugins/logo-balance). */
  scale?: number | null;
  /** Whether the picture is drawn in one colour (plugins/logo-balance), so it may show as a silhouette. */
  singleInk?: boolean | null;
  /** Set once the image failed; the parent owns it so clones and re-mounts agree. */
  failed: boolean;
  onFail: (name: string) => void;
}

/** The logo's box, in rem so that it grows with the wide screens' root; the tools' row sets its edges by it. */
export const TOOL_LOGO_BOX = "3rem";
const BOX_STYLE = { width: TOOL_LOGO_BOX, height: TOOL_LOGO_BOX };
/** The picture's scale, read by tool-logo.css. */
const LOGO_SCALE = "--logo-scale";

/**
 * A tool's logo and name. A logo that fails to load is hidden but keeps
 * its box, so the carousel's layout does not change; the visible caption then
 * carries the name for assistive technology instead of the alt text.
 */
export function ToolLogo({ name, src, scale, singleInk, failed, onFail }: ToolLogoProps) {
  const fail = useCallback(() => onFail(name), [name, onFail]);
  // The request may fail before React hydrates and attaches onError: check once mounted.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
    },
    [fail],
  );
  const hidden = failed || !src;

  return (
    // On the page rather than in a card: a row of logos reads as one, and the section has boxes enough. Without a
    // card's padding, the row ends on its names, as the skills' row ends on its pills.
    <div className="tool-logo-item">
      <span className="flex items-center justify-center" style={BOX_STYLE}>
        {src && (
          <img
            ref={checkLoaded}
            src={src}
            alt={name}
            width={LOGO_SIZE_PX}
            height={LOGO_SIZE_PX}
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={fail}
            className={cn("tool-logo", singleInk && "tool-logo-mark", hidden && "invisible")}
            style={scale ? ({ [LOGO_SCALE]: scale } as CSSProperties) : undefined}
          />
        )}
      </span>
      <span aria-hidden={!hidden} className="tool-logo-name">
        {name}
      </span>
    </div>
  );
}
