import { PROSE_CSS } from "./prose-style";

describe("PROSE_CSS", () => {
  it("keeps descendant selectors apart while it drops comments and spaces", () => {
    expect(PROSE_CSS).toContain(".prose :where(p,ul,ol,blockquote,pre,table,figure,hr,section){margin-top:1.25em;}");
    expect(PROSE_CSS).toContain(".dark .prose .hljs-keyword");
    expect(PROSE_CSS).not.toMatch(/\/\*|\n/);
  });

  it("cannot close the <style> element that carries it", () => {
    expect(PROSE_CSS).not.toMatch(/<\//);
  });
});
