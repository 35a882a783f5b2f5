/** @jest-environment node */
import { bodyImages, parseMarkdownBody } from "./markdown-body";

describe("parseMarkdownBody", () => {
  it("reads GitHub's additions: tables, footnotes and strikethrough", () => {
    const tree = parseMarkdownBody("| a | b |\n|---|---|\n| 1 | 2 |\n\nA claim.[^1] ~~gone~~\n\n[^1]: The source.\n");
    expect(tree.children.map((node) => node.type)).toEqual(["table", "paragraph", "footnoteDefinition"]);
    expect(JSON.stringify(tree)).toContain('"type":"delete"');
  });
});

describe("bodyImages", () => {
  it("lists each image with its line, and whether it has its paragraph to itself", () => {
    const text =
      "# Title\n\n![A phone](images/a.png)\n\nSome ![inline](images/b.png) text.\n\n> ![quoted](images/c.png)\n";
    expect(bodyImages(parseMarkdownBody(text))).toEqual([
      { url: "images/a.png", alt: "A phone", line: 3, standsAlone: true },
      { url: "images/b.png", alt: "inline", line: 5, standsAlone: false },
      { url: "images/c.png", alt: "quoted", line: 7, standsAlone: true },
    ]);
  });
});
