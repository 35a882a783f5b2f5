import { readFileSync } from "node:fs";
import { join } from "node:path";
import { initials } from "./initials";

/** The test content's owner ("Alex Mustermann"), not content/'s, which is the owner's to change. */
const { name: fixtureOwner } = JSON.parse(
  readFileSync(join(__dirname, "../../fixtures/content/full/site.json"), "utf8"),
) as { name: string };

describe("initials", () => {
  it("takes the first letter of the first and the last word, upper-cased", () => {
    expect(initials(fixtureOwner)).toBe("AM");
    expect(initials("  anna-lena von  Berg ")).toBe("AB");
    expect(initials("Émile Zola")).toBe("ÉZ");
  });

  it("takes one letter from a name of one word, and none from an empty one", () => {
    expect(initials("Madonna")).toBe("M");
    expect(initials("   ")).toBe("");
  });
});
