import { jsonTypeName } from "./json-type-name";

describe("jsonTypeName", () => {
  it.each([
    ["site", "SiteJson"],
    ["projects", "ProjectsJson"],
    ["case-studies", "CaseStudiesJson"],
    ["chat_v2", "ChatV2Json"],
  ])("%s → %s", (name, type) => {
    expect(jsonTypeName(name)).toBe(type);
  });
});
