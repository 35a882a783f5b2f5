import { DARK_CLASS, JS_CLASS, REACT_STARTED_ATTR, THEME_STORAGE_KEY, THEME_TOGGLE_ATTR } from "./contract";
import { THEME_INIT_SCRIPT, THEME_SCRIPT, THEME_SCRIPT_CONFIG, applyTheme, resolveTheme } from "./theme-script";

/** Stored value, system prefers dark → the theme that must apply: shared by the hook's and the head script's tests. */
const THEME_CASES: Array<[string | null, boolean, "light" | "dark"]> = [
  ["dark", false, "dark"],
  ["dark", true, "dark"],
  ["light", true, "light"],
  ["light", false, "light"],
  [null, true, "dark"],
  [null, false, "light"],
  ["garbage", true, "light"],
];

describe("resolveTheme", () => {
  it.each(THEME_CASES)("stored %p, system dark %p → %p", (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });
});

const isDark = () => document.documentElement.classList.contains(DARK_CLASS);

function applyWith(stored: string | null, systemDark: boolean, { throwing = false } = {}) {
  document.documentElement.className = stored === "light" ? "" : DARK_CLASS;
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  const getItem = jest.spyOn(Storage.prototype, "getItem");
  if (throwing) {
    getItem.mockImplementation(() => {
      throw new Error("blocked");
    });
  }
  window.matchMedia = jest.fn().mockReturnValue({ matches: systemDark });
  applyTheme(THEME_SCRIPT_CONFIG, resolveTheme);
  getItem.mockRestore();
  return isDark() ? "dark" : "light";
}

describe("applyTheme", () => {
  it.each(THEME_CASES)("agrees with resolveTheme for stored %p, system dark %p", (stored, systemDark, expected) => {
    expect(applyWith(stored, systemDark)).toBe(expected);
  });

  it("falls back to the system preference when storage throws", () => {
    expect(applyWith(null, true, { throwing: true })).toBe("dark");
    expect(applyWith("dark", false, { throwing: true })).toBe("light");
  });

  it("marks the document as scripted", () => {
    applyWith(null, false);
    expect(document.documentElement.classList.contains(JS_CLASS)).toBe(true);
  });
});

describe("THEME_SCRIPT, as the head runs it", () => {
  // Run once, as on the page: its click listener stays on the document.
  beforeAll(() => {
    document.documentElement.className = "";
    window.localStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    new Function(THEME_SCRIPT)();
  });

  beforeEach(() => {
    document.documentElement.className = JS_CLASS;
    document.documentElement.removeAttribute(REACT_STARTED_ATTR);
    window.localStorage.clear();
    document.body.innerHTML = `<button ${THEME_TOGGLE_ATTR}><svg><path></path></svg></button><button>Other</button>`;
  });

  const clickIcon = () => document.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));

  it("is self-contained: sent as text, it applies the system's dark theme and marks the document", () => {
    document.documentElement.className = "";
    new Function(THEME_INIT_SCRIPT)();
    expect(isDark()).toBe(true);
    expect(document.documentElement.classList.contains(JS_CLASS)).toBe(true);
  });

  it("flips and stores the theme on a click on the toggle (or its icon) before React runs", () => {
    clickIcon();
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    clickIcon();
    expect(isDark()).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("ignores clicks elsewhere", () => {
    document.querySelectorAll("button")[1]?.click();
    expect(isDark()).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("stands aside once React has taken over the page's events", () => {
    document.documentElement.setAttribute(REACT_STARTED_ATTR, "");
    clickIcon();
    expect(isDark()).toBe(false);
  });
});
