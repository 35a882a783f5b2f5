export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DARK_CLASS = "dark";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** SPEC §4: dark if stored "dark", or nothing stored and the system prefers dark. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === "dark") return "dark";
  if (stored === null && systemPrefersDark) return "dark";
  return "light";
}

/** Storage may throw (private mode, blocked cookies); the theme then lives for the visit only. */
export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined): string | null {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeTheme(storage: Pick<Storage, "setItem"> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted; the toggle still works for this visit.
  }
}

/**
 * Runs inline in <head> before first paint (added in gatsby-ssr), so a reload
 * never flashes the wrong theme. It repeats resolveTheme's rule in plain ES5;
 * theme.test.ts runs both against the same cases so they cannot drift apart.
 */
export const THEME_INIT_SCRIPT = `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var m=window.matchMedia&&window.matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches;if(s==="dark"||(s===null&&m)){d.classList.add(${JSON.stringify(DARK_CLASS)})}else{d.classList.remove(${JSON.stringify(
  DARK_CLASS,
)})}d.classList.add("js")})();`;

/** Marks the theme toggle for THEME_EARLY_TOGGLE_SCRIPT. */
export const THEME_TOGGLE_ATTR = "data-theme-toggle";

/** Set on <html> when React takes over the page's events (replaceHydrateFunction); the early toggle stops then. */
export const REACT_STARTED_ATTR = "data-react-started";

/**
 * The toggle before React runs: the page's scripts start only once the hero
 * is painted (bundle-loader.ts), and a click on the server's button would
 * otherwise do nothing. It flips the same class and stores the same value as
 * useTheme, which reads the class when React arrives. From the moment React
 * hydrates, React handles every click itself, so this one stands aside.
 */
export const THEME_EARLY_TOGGLE_SCRIPT = `(function(){var r=document.documentElement;document.addEventListener("click",function(e){if(r.hasAttribute(${JSON.stringify(
  REACT_STARTED_ATTR,
)}))return;var t=e.target,b=t&&t.closest?t.closest(${JSON.stringify(
  `[${THEME_TOGGLE_ATTR}]`,
)}):null;if(!b)return;var dark=!r.classList.contains(${JSON.stringify(DARK_CLASS)});if(dark){r.classList.add(${JSON.stringify(
  DARK_CLASS,
)})}else{r.classList.remove(${JSON.stringify(DARK_CLASS)})}try{localStorage.setItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)},dark?"dark":"light")}catch(x){}})})();`;
