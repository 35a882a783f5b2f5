import React from "react";
import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../hooks/use-theme";
import { THEME_TOGGLE_ATTR } from "../../boot/contract";

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === "dark";
  const Icon = isDark ? Sun : Moon;

  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTR]: "" }}
      onClick={toggleTheme}
      aria-label={isDark ? "Switch to light mode" : "Switch to dark mode"}
      className="fixed right-4 top-4 z-50 inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface/90 text-ink shadow-md backdrop-blur transition-colors hover:bg-raised"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
