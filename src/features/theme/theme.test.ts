import { storeTheme } from "./theme";

describe("storeTheme", () => {
  it("writes the theme key", () => {
    storeTheme(window.localStorage, "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("swallows storage errors", () => {
    const broken = {
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => storeTheme(broken, "light")).not.toThrow();
  });
});
