import { readStoredTheme, resolveTheme, storeTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from "./theme";

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
