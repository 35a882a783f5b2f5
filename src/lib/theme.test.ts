import { readStoredTheme, storeTheme } from "./theme";

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
