import { z } from "zod";
import { asTyped, list, object, sharedText, text } from "./fields";
import { typesetContent } from "./typeset-content";

const schema = object("A file.", {
  name: sharedText("Shared.", { maxLength: 80 }),
  tagline: asTyped(text("As typed.", { maxLength: 80 })),
  about: list("Paragraphs.", text("One.", { maxLength: 200 }), { min: 1 }),
  entries: list("Entries.", object("One.", { title: text("Its title.", { maxLength: 80 }).optional() }), { min: 0 }),
});

describe("typesetContent", () => {
  it("sets each translated text, in lists and nested entries, and leaves shared and as-typed text alone", () => {
    const file = {
      name: "Alex's Shop",
      tagline: "Fast - Hands-On",
      about: [`It's "real".`],
      entries: [{ title: "Wait..." }, {}],
      $schema: "x",
    };
    expect(typesetContent(schema as z.ZodType, file, "de")).toEqual({
      name: "Alex's Shop",
      tagline: "Fast - Hands-On",
      about: ["It’s „real“."],
      entries: [{ title: "Wait…" }, {}],
      $schema: "x",
    });
  });
});
