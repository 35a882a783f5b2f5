import { firstInvalidEntry } from "./invalid-entry";

describe("firstInvalidEntry", () => {
  const errors = {
    "link-field-7": [{ type: "PATTERN", parentIds: ["projects-1", "entry-c"], message: "Link must be a web address." }],
    "title-field-2": [{ type: "PRESENCE", parentIds: ["projects-1", "entry-b"], message: "Title is empty." }],
  };

  it("finds the first entry, in list order, that holds a refused field, with its message", () => {
    expect(firstInvalidEntry(errors, ["entry-a", "entry-b", "entry-c"])).toEqual({
      index: 1,
      message: "Title is empty.",
    });
  });

  it("finds none in a list whose entries hold no refused field", () => {
    expect(firstInvalidEntry(errors, ["entry-x"])).toBeNull();
    expect(firstInvalidEntry({}, ["entry-a"])).toBeNull();
    expect(firstInvalidEntry(undefined, ["entry-a"])).toBeNull();
  });
});
