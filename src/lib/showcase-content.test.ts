import { logoSource, projectLinkLabel } from "./showcase-content";

describe("projectLinkLabel", () => {
  it("uses the project's own label", () => {
    expect(projectLinkLabel("Try the demo", "View project")).toBe("Try the demo");
  });

  it.each([null, undefined, "", "   "])("falls back to the default it is given for %p", (linkText) => {
    expect(projectLinkLabel(linkText, "View project")).toBe("View project");
    expect(projectLinkLabel(linkText, "Projekt ansehen")).toBe("Projekt ansehen");
  });
});

describe("logoSource", () => {
  it("returns the public address of a logo", () => {
    expect(logoSource({ publicURL: "/static/abc/brightloop.svg" })).toBe("/static/abc/brightloop.svg");
  });

  it.each([null, undefined, { publicURL: null }, { publicURL: "" }])("returns null (fallback icon) for %p", (logo) => {
    expect(logoSource(logo)).toBeNull();
  });
});
