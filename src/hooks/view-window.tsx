import React, { createContext, useContext, type ReactNode } from "react";

/**
 * The window whose width the components' media queries ask about. On the
 * page it is the page's own; the editor's preview pane draws the site's
 * components into a frame, where the stylesheet answers to the frame's
 * width, so the pane hands its frame's window down and the scripts ask the
 * same width as the styles.
 */
const ViewWindow = createContext<Window | null>(null);

export function ViewWindowProvider({ view, children }: { view: Window | undefined; children: ReactNode }) {
  return <ViewWindow.Provider value={view ?? null}>{children}</ViewWindow.Provider>;
}

/** The frame's window a provider names, or none for the page's own (read as `frame ?? window` on the client). */
export const useViewWindow = (): Window | null => useContext(ViewWindow);
