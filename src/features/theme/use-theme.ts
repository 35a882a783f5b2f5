import { useCallback, useSyncExternalStore } from "react";
import { DARK_CLASS } from "../../boot/contract";
import { storeTheme, type Theme } from "./theme";

/**
 * The source of truth is the `dark` class on <html>: the inline head script
 * (src/boot/theme-script.ts) sets it before first paint and toggling flips it. React
 * subscribes to it, so every toggle on the page stays in sync.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function getSnapshot(): Theme {
  return document.documentElement.classList.contains(DARK_CLASS) ? "dark" : "light";
}

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
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const toggleTheme = useCallback(() => {
    const next: Theme = getSnapshot() === "dark" ? "light" : "dark";
    document.documentElement.classList.toggle(DARK_CLASS, next === "dark");
    storeTheme(safeLocalStorage(), next);
  }, []);

  return { theme, toggleTheme };
}
