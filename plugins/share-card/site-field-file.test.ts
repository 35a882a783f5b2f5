/** @jest-environment node */
import { join } from "node:path";
import { siteFieldFile } from "./site-field-file";

const fullDir = join(__dirname, "../../fixtures/content/full");

describe("siteFieldFile", () => {
  it("names the language's own site.json for a text it translates, else the first language's", () => {
    expect(siteFieldFile(fullDir, "content", "de", "jobTitle")).toBe("content/de/site.json");
    expect(siteFieldFile(fullDir, "content", "de", "name")).toBe("content/site.json");
    expect(siteFieldFile(fullDir, "content", "en", "jobTitle")).toBe("content/site.json");
  });
});
