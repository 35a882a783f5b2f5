import { cssString, loginStyle } from "./login-style";

describe("loginStyle", () => {
  it("puts the owner's name where Decap's logo stood, and the site's colours on the button", () => {
    const css = loginStyle({ name: "Jane Doe", accent: "#0f766e" });
    expect(css).toContain('::before{content:"Jane Doe"');
    expect(css).toMatch(/-DecapLogoIcon"\][^{]*\{display:none\}/);
    expect(css).toContain('button[class*="-LoginButton"]{background:#1c1917');
    expect(css).toContain("outline:2px solid #0f766e");
  });

  it("keeps Decap's logo when there is no name, and the default accent when there is no readable one", () => {
    const css = loginStyle({ accent: "teal" });
    expect(css).not.toContain("::before");
    expect(css).not.toContain("display:none");
    expect(css).toContain("outline:2px solid #96590a");
  });
});

describe("cssString", () => {
  it("escapes what could end the string or the style element", () => {
    expect(cssString('A "quoted" \\ name\n</style>')).toBe('"A \\"quoted\\" \\\\ name \\3c /style>"');
  });
});
