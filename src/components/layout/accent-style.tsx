import React from "react";
import { accentStylesheet } from "../../lib/accent";

/**
 * The owner's accent colour for the page's head, in the shade each theme can
 * read; nothing without one, so the stylesheet's own accent stays.
 */
export function AccentStyle({ accent }: { accent?: string | null }) {
  const css = accentStylesheet(accent);
  return css ? <style data-accent="">{css}</style> : null;
}
