import type { Image, Root } from "mdast";

/**
 * unified, remark-parse and remark-gfm are ES modules, required on first use
 * as typeset.ts requires retext: the checks and the pages' renderer
 * (plugins/writing/) then parse a post's text with plain function calls.
 */
let parser: ((text: string) => Root) | undefined;

/** The Markdown of a post's text as a syntax tree, with GitHub's additions: tables, footnotes, strikethrough. */
export function parseMarkdownBody(text: string): Root {
  if (!parser) {
    /* eslint-disable @typescript-eslint/no-require-imports -- a synchronous load, on first use (see above) */
    const { unified } = require("unified") as typeof import("unified");
    const { default: remarkParse } = require("remark-parse") as typeof import("remark-parse");
    const { default: remarkGfm } = require("remark-gfm") as typeof import("remark-gfm");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const processor = unified().use(remarkParse).use(remarkGfm).freeze();
    parser = (source) => processor.runSync(processor.parse(source)) as Root;
  }
  return parser(text);
}

/** An image of a post's text, where it is written and whether it has a paragraph to itself. */
export interface BodyImage {
  url: string;
  alt: string;
  line: number;
  standsAlone: boolean;
}

/**
 * Every image the text shows. The page draws each as a figure of its own,
 * sized and in modern formats, so one must stand alone in its paragraph.
 */
export function bodyImages(tree: Root): BodyImage[] {
  const images: BodyImage[] = [];
  const visit = (node: { type: string; children?: unknown[] }, alone: boolean) => {
    if (node.type === "image") {
      const image = node as Image;
      images.push({ url: image.url, alt: image.alt ?? "", line: image.position?.start.line ?? 0, standsAlone: alone });
      return;
    }
    const children = (node.children ?? []) as { type: string; value?: string; children?: unknown[] }[];
    const shown = children.filter((child) => !(child.type === "text" && child.value?.trim() === ""));
    const onlyChild = node.type === "paragraph" && shown.length === 1;
    for (const child of children) visit(child, onlyChild);
  };
  visit(tree, false);
  return images;
}
