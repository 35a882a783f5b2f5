import React from "react";
import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../hooks/use-theme";
import { THEME_TOGGLE_ATTR } from "../../boot/contract";
import { THEME_LABEL_SCRIPT, THEME_TOGGLE_LABELS } from "../../boot/theme-script";

/**
 * The server renders the light theme's label and both icons: CSS shows the
 * icon for the theme the head script chose, and the script straight after
 * the button gives it that theme's label, so both are right from the first
 * paint, long before React takes over. React then keeps the label current.
 * Inserted by React on a client-side visit, the script does not run; the
 * label is React's from the start then.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();

  return (
    <>
      <button
        type="button"
        {...{ [THEME_TOGGLE_ATTR]: "" }}
        onClick={toggleTheme}
        aria-label={THEME_TOGGLE_LABELS[theme]}
        suppressHydrationWarning
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm transition-colors hover:bg-raised"
      >
        <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
      </button>
      <script dangerouslySetInnerHTML={{ __html: THEME_LABEL_SCRIPT }} suppressHydrationWarning />
    </>
  );
}
