import {
  REACT_STARTED_ATTR,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_EARLY_TOGGLE_SCRIPT,
  THEME_INIT_SCRIPT,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_ATTR,
} from "./theme";

const cases: Array<[string | null, boolean, "light" | "dark"]> = [
  ["dark", false, "dark"],
  ["dark", true, "dark"],
  ["light", true, "light"],
  ["light", false, "light"],
  [null, true, "dark"],
  [null, false, "light"],
  ["garbage", true, "light"],
];

describe("resolveTheme", () => {
  it.each(cases)("stored %p, system dark %p → %p", (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });
});

describe("THEME_INIT_SCRIPT", () => {
  const run = (stored: string | null, systemDark: boolean, throwing = false) => {
    document.documentElement.className = stored === "light" ? "" : "dark";
    window.localStorage.clear();
    if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    const getItem = jest.spyOn(Storage.prototype, "getItem");
    if (throwing) {
      getItem.mockImplementation(() => {
        throw new Error("blocked");
      });
    }
    window.matchMedia = jest.fn().mockReturnValue({ matches: systemDark });
    new Function(THEME_INIT_SCRIPT)();
    getItem.mockRestore();
    return document.documentElement.classList.contains("dark") ? "dark" : "light";
  };

  it.each(cases)("agrees with resolveTheme for stored %p, system dark %p", (stored, systemDark, expected) => {
    expect(run(stored, systemDark)).toBe(expected);
  });

  it("falls back to the system preference when storage throws", () => {
    expect(run(null, true, true)).toBe("dark");
    expect(run("dark", false, true)).toBe("light");
  });

  it("marks the document as scripted", () => {
    run(null, false);
    expect(document.documentElement.classList.contains("js")).toBe(true);
  });
});

describe("THEME_EARLY_TOGGLE_SCRIPT", () => {
  // Installed once, as on the page: its click listener stays on the document.
  beforeAll(() => new Function(THEME_EARLY_TOGGLE_SCRIPT)());

  beforeEach(() => {
    document.documentElement.className = "js";
    document.documentElement.removeAttribute(REACT_STARTED_ATTR);
    window.localStorage.clear();
    document.body.innerHTML = `<button ${THEME_TOGGLE_ATTR}><svg><path></path></svg></button><button>Other</button>`;
  });

  const isDark = () => document.documentElement.classList.contains("dark");
  const clickIcon = () => document.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));

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

describe("storage helpers", () => {
  it("read and write the theme key", () => {
    storeTheme(window.localStorage, "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(readStoredTheme(window.localStorage)).toBe("dark");
  });

  it("swallow storage errors", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readStoredTheme(broken)).toBeNull();
    expect(() => storeTheme(broken, "light")).not.toThrow();
  });
});
