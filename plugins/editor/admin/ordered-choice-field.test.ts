/** @jest-environment node */
import { canLeaveOut, choiceRows, chosenValues, moveRow, withIncluded } from "./ordered-choice-field";

const OPTIONS = ["about", "projects", "experience", "chat", "contact"].map((value) => ({
  value,
  label: value.toUpperCase(),
}));
const ALL = OPTIONS.map((option) => option.value);

describe("choiceRows", () => {
  it("starts a missing list with what it means, every row included", () => {
    const rows = choiceRows(OPTIONS, undefined, ALL);
    expect(rows.map((row) => [row.label, row.included])).toEqual(OPTIONS.map((option) => [option.label, true]));
    expect(chosenValues(rows)).toEqual(ALL);
  });

  it("lists the saved values in their order, then the others left out, in the schema's order", () => {
    const rows = choiceRows(OPTIONS, ["contact", "about"], ALL);
    expect(rows.map((row) => `${row.value}${row.included ? "" : " (out)"}`)).toEqual([
      "contact",
      "about",
      "projects (out)",
      "experience (out)",
      "chat (out)",
    ]);
    expect(chosenValues(rows)).toEqual(["contact", "about"]);
  });

  it("keeps a value the schema does not know, marked, so saving never drops it unseen", () => {
    const rows = choiceRows(OPTIONS, ["abuot", "about"], ALL);
    expect(rows[0]).toEqual({ label: "abuot", value: "abuot", included: true, unknown: true });
    expect(chosenValues(rows)).toEqual(["abuot", "about"]);
  });

  it("lists a repeated value once", () => {
    expect(chosenValues(choiceRows(OPTIONS, ["chat", "chat"], ALL))).toEqual(["chat"]);
  });
});

describe("moving and leaving out", () => {
  const rows = choiceRows(OPTIONS, undefined, ALL);

  it("moves a row up or down by one, and not past either end", () => {
    expect(chosenValues(moveRow(rows, 3, -1))).toEqual(["about", "projects", "chat", "experience", "contact"]);
    expect(chosenValues(moveRow(rows, 0, 1))).toEqual(["projects", "about", "experience", "chat", "contact"]);
    expect(chosenValues(moveRow(rows, 0, -1))).toEqual(ALL);
    expect(chosenValues(moveRow(rows, 4, 1))).toEqual(ALL);
  });

  it("leaves a row out and brings it back where it stands", () => {
    const out = withIncluded(rows, 1, false);
    expect(chosenValues(out)).toEqual(["about", "experience", "chat", "contact"]);
    expect(chosenValues(withIncluded(moveRow(out, 1, 1), 2, true))).toEqual([
      "about",
      "experience",
      "projects",
      "chat",
      "contact",
    ]);
  });

  it("never leaves out the last row the file must keep", () => {
    const one = choiceRows(OPTIONS, ["chat"], ALL);
    expect(canLeaveOut(one, 0, 1)).toBe(false);
    expect(canLeaveOut(rows, 0, 1)).toBe(true);
    expect(canLeaveOut(one, 1, 0)).toBe(false);
  });
});
