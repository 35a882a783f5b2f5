import { asTyped, file, list, object, oneOf, sharedText, text } from "./fields";
import { contentTypeDefs } from "./graphql-types";
import { createContentSchemas, type ContentSchemas } from "./schema";

const line = (description: string) => text(description, { maxLength: 10 });

describe("contentTypeDefs", () => {
  it("writes each content file as a Node type, nested objects named after file and field, text a visitor reads typeset", () => {
    const schemas = {
      "case-studies.json": object("Case studies.", {
        $schema: line("Editors only.").optional(),
        studies: list(
          "The studies.",
          object("One study.", {
            title: line("Its title."),
            kind: oneOf("Its kind.", ["a", "b"] as const),
            cover: file("/nowhere", "Its picture.", "image", [".jpg"]),
            logo: file("/nowhere", "A logo.", "image", [".svg"]).optional(),
            tags: list("Tags.", line("A tag."), { min: 0 }),
            note: line("A note.").optional(),
            code: sharedText("A code.", { maxLength: 10 }),
            keyword: asTyped(line("A keyword.")),
          }),
          { min: 1 },
        ),
      }),
    } as unknown as ContentSchemas;

    expect(contentTypeDefs(schemas)).toBe(
      [
        '"One study."',
        "type CaseStudiesJsonStudy {",
        '  "Its title."',
        "  title: String! @typeset",
        '  "Its kind."',
        "  kind: String!",
        '  "Its picture."',
        "  cover: File! @fileByRelativePath",
        '  "A logo."',
        "  logo: File @fileByRelativePath",
        '  "Tags."',
        "  tags: [String!]! @typeset",
        '  "A note."',
        "  note: String @typeset",
        '  "A code."',
        "  code: String!",
        '  "A keyword."',
        "  keyword: String!",
        "}",
        "",
        '"Case studies."',
        "type CaseStudiesJson implements Node @dontInfer {",
        '  "The studies."',
        "  studies: [CaseStudiesJsonStudy!]!",
        '  "The language of the page these texts are for."',
        "  lang: String! @contentLanguage",
        "}",
      ].join("\n"),
    );
  });

  it("covers every file of the content schema and every field the page can ask for", () => {
    const defs = contentTypeDefs(createContentSchemas("/nowhere"));
    for (const type of ["SiteJson", "ProjectsJson", "ExperienceJson", "SkillsJson", "ToolsJson", "ChatJson"]) {
      expect(defs).toContain(`type ${type} implements Node @dontInfer {`);
    }
    expect(defs).toContain("  heroPhotos: [SiteJsonHeroPhoto!]!");
    expect(defs).toContain("  cv: File! @fileByRelativePath");
    expect(defs).toContain("  projects: [ProjectsJsonProject!]!");
    expect(defs).toContain("  linkText: String @typeset\n");
    expect(defs).toContain("  tagline: String!\n");
    expect(defs).toContain("  logo: File @fileByRelativePath");
    expect(defs).not.toContain("$schema");
    // The message overrides reach pages through their context, under names GraphQL could not hold.
    expect(defs).not.toContain("messages");
    expect(defs).toContain("  languages: [String!]");
  });
});
