import React from "react";
import { LanguageSwitch } from "../ui/language-switch";
import { ThemeToggle } from "../ui/theme-toggle";

/**
 * A slim bar fixed across the top that holds the page's controls: the
 * language switch at its start (on a site of several languages) and the
 * theme toggle in the top-right corner. Its nearly opaque background hides
 * the text that scrolls beneath it, so a control never sits on top of
 * readable words at any width. No backdrop blur: it would repaint the bar on
 * every scrolled frame, a cost a phone pays for little. The page reserves its height (--header-height)
 * above the hero and below every in-page link target.
 */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 flex h-header items-center justify-end gap-2 bg-page/95 px-4">
      <LanguageSwitch />
      <ThemeToggle />
    </header>
  );
}
