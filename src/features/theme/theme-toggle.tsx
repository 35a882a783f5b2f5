import React from "react";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useTheme } from "./use-theme";
import { useMessages } from "../../hooks/use-messages";
import { THEME_TOGGLE_ATTR } from "../../boot/contract";

/**
 * Both icons and both names are in the server's markup, and CSS shows the
 * pair for the theme class on <html>: the button is named right from the
 * first paint, with no script, and after every switch, whether the head
 * script's early toggle or React made it. Each name says what a press does.
 */
export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  const messages = useMessages();

  return (
    <button type="button" {...{ [THEME_TOGGLE_ATTR]: "" }} onClick={toggleTheme} className="btn-round control-size">
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
      <span className="sr-only dark:hidden">{messages["themeToggle.toDark"]}</span>
      <span className="sr-only hidden dark:inline">{messages["themeToggle.toLight"]}</span>
    </button>
  );
}
