import { THEME_STORAGE_KEY } from "../../boot/contract";

export type Theme = "light" | "dark";

/** Storage may throw (private mode, blocked cookies); the theme then lives for the visit only. */
export function storeTheme(storage: Pick<Storage, "setItem"> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted; the toggle still works for this visit.
  }
}
