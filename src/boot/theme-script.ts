import type { Theme } from "../features/theme/theme";
import { inlineScript } from "./inline-script";
import {
  DARK_CLASS,
  DARK_SCHEME_QUERY,
  JS_CLASS,
  REACT_STARTED_ATTR,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_ATTR,
  selector,
} from "./contract";

export interface ThemeScriptConfig {
  storageKey: string;
  darkQuery: string;
  darkClass: string;
  jsClass: string;
  toggle: string;
  reactStarted: string;
}

export const THEME_SCRIPT_CONFIG: ThemeScriptConfig = {
  storageKey: THEME_STORAGE_KEY,
  darkQuery: DARK_SCHEME_QUERY,
  darkClass: DARK_CLASS,
  jsClass: JS_CLASS,
  toggle: selector(THEME_TOGGLE_ATTR),
  reactStarted: REACT_STARTED_ATTR,
};

/**
 * Dark if "dark" is stored, or nothing is stored and the system prefers dark.
 * The head script runs this very function, sent as text, so it uses nothing
 * from outside.
 */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === "dark") return "dark";
  if (stored === null && systemPrefersDark) return "dark";
  return "light";
}

/**
 * Runs in <head> before the first paint, so a reload never flashes the wrong
 * theme: the stored choice, else the system's (resolveTheme); useTheme reads
 * the class it sets. It also marks the document as scripted.
 */
export function applyTheme(c: ThemeScriptConfig, resolve: typeof resolveTheme): void {
  const root = document.documentElement;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(c.storageKey);
  } catch (_error) {
    // Storage may be blocked; the system's preference decides then.
  }
  const systemDark = Boolean(window.matchMedia && window.matchMedia(c.darkQuery).matches);
  root.classList.toggle(c.darkClass, resolve(stored, systemDark) === "dark");
  root.classList.add(c.jsClass);
}

/**
 * The toggle before React runs: the page's scripts start only once the hero
 * is painted, and a click on the server's button would otherwise do nothing.
 * It flips the same class and stores the same value as useTheme, which reads
 * the class when React arrives (CSS names the button after the class); once
 * React handles events, it stands aside.
 */
export function earlyThemeToggle(c: ThemeScriptConfig): void {
  const root = document.documentElement;
  document.addEventListener("click", (event) => {
    if (root.hasAttribute(c.reactStarted)) return;
    const target = event.target as Element | null;
    if (!target || !target.closest || !target.closest(c.toggle)) return;
    const dark = root.classList.toggle(c.darkClass);
    try {
      window.localStorage.setItem(c.storageKey, dark ? "dark" : "light");
    } catch (_error) {
      // Not persisted; the theme still changes for this visit.
    }
  });
}

export const THEME_INIT_SCRIPT = /* @__PURE__ */ inlineScript(applyTheme, THEME_SCRIPT_CONFIG, resolveTheme);
export const THEME_TOGGLE_SCRIPT = /* @__PURE__ */ inlineScript(earlyThemeToggle, THEME_SCRIPT_CONFIG);
/** Both, for the head of every page. */
export const THEME_SCRIPT = THEME_INIT_SCRIPT + THEME_TOGGLE_SCRIPT;
