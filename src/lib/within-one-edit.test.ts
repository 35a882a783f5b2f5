import { withinOneEdit } from "./within-one-edit";

describe("withinOneEdit", () => {
  it.each([
    ["university", "university"],
    ["university", "univeristy"],
    ["experience", "experiance"],
    ["contact", "contcat"],
    ["internship", "internshp"],
    ["bracelet", "braceletx"],
    ["airtable", "airtabel"],
    ["skills", "kills"],
    ["a", ""],
  ])("accepts %j and %j as one typo apart", (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ["university", "univrsitie"],
    ["studio", "studied"],
    ["contact", "ctonatc"],
    ["abc", "cba"],
    ["project", "prjoetc"],
    ["ab", ""],
    ["motivation", "motivational"],
  ])("rejects %j and %j as further apart", (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
    expect(withinOneEdit(b, a)).toBe(false);
  });
});
