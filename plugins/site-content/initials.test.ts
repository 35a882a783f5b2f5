import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of the first and the last word, upper-cased", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("  anna-lena von  Berg ")).toBe("AB");
    expect(initials("Émile Zola")).toBe("ÉZ");
  });

  it("takes one letter from a name of one word, and none from an empty one", () => {
    expect(initials("Madonna")).toBe("M");
    expect(initials("   ")).toBe("");
  });
});
