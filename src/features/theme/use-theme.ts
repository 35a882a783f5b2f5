import { useCallback, useSyncExternalStore } from "react";
import { DARK_CLASS } from "../../boot/contract";
import { useViewWindow } from "../../hooks/view-window";
import { storeTheme, type Theme } from "./theme";

/**
 * The source of truth is the `dark` class on <html>: the inline head script
 * (src/boot/theme-script.ts) sets it before first paint and toggling flips it. React
 * subscribes to it, so every toggle on the page stays in sync. In the editor's
 * preview pane the <html> is the pane's frame's, so its toggle darkens the
 * preview and not the editor around it.
 */
const rootOf = (view: Window | null) => (view ?? window).document.documentElement;
const themeOf = (root: HTMLElement): Theme => (root.classList.contains(DARK_CLASS) ? "dark" : "light");

function getServerSnapshot(): Theme {
  return "light";
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const view = useViewWindow();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(rootOf(view), { attributes: true, attributeFilter: ["class"] });
      return () => observer.disconnect();
    },
    [view],
  );
  const theme = useSyncExternalStore(subscribe, () => themeOf(rootOf(view)), getServerSnapshot);

  const toggleTheme = useCallback(() => {
    const root = rootOf(view);
    const next: Theme = themeOf(root) === "dark" ? "light" : "dark";
    root.classList.toggle(DARK_CLASS, next === "dark");
    // A preview's theme is a look at the page, not the visitor's choice to keep.
    if (!view) storeTheme(safeLocalStorage(), next);
  }, [view]);

  return { theme, toggleTheme };
}
