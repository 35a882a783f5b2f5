import type { Element, ElementContent, Root as HastRoot, RootContent } from "hast";
import type { PhrasingContent, Root as MdastRoot } from "mdast";
import { parseMarkdownBody } from "../site-content/markdown-body";
import { typeset } from "../site-content/typeset";
import { splitLastWords } from "../../src/lib/compound-words";
import type { LanguageCode } from "../../src/i18n/languages";

/**
 * A post's text, ready for the page: runs of HTML, and between them the
 * images, which the page draws with gatsby-plugin-image's sizes and formats
 * (the path is the content folder's, as the cover's).
 */
export type PostBlock = { html: string } | { image: string; alt: string; caption?: string };

export interface RenderedPost {
  blocks: PostBlock[];
  /** The words a reader reads, for the reading time: code counts, markup does not. */
  words: number;
}

/** The interface's words the rendered text carries, in the post's language. */
export interface RenderLabels {
  footnotes: string;
  /** "Back to reference {n}" with {n} filled in. */
  backToReference: (reference: string) => string;
  opensInNewTab: string;
}

/** Languages whose grammar the highlighter knows: the common ones of a product builder's posts. */
const HIGHLIGHTED = [
  "bash",
  "css",
  "diff",
  "javascript",
  "json",
  "markdown",
  "python",
  "shell",
  "sql",
  "typescript",
  "xml",
  "yaml",
] as const;

interface Pipeline {
  toHast: (tree: MdastRoot, labels: RenderLabels) => HastRoot;
  toHtml: (nodes: RootContent[]) => string;
}

let pipeline: Pipeline | undefined;

/**
 * remark-rehype and the rehype plugins are ES modules, required on first use
 * as the parser is (site-content/markdown-body.ts). remark-rehype drops raw
 * HTML: nothing the owner pastes reaches the page as markup or script.
 */
function loadPipeline(): Pipeline {
  if (pipeline) return pipeline;
  /* eslint-disable @typescript-eslint/no-require-imports -- a synchronous load, on first use (see above) */
  const { unified } = require("unified") as typeof import("unified");
  const { default: remarkRehype } = require("remark-rehype") as typeof import("remark-rehype");
  const { default: rehypeSlug } = require("rehype-slug") as typeof import("rehype-slug");
  const { default: rehypeAutolinkHeadings } =
    require("rehype-autolink-headings") as typeof import("rehype-autolink-headings");
  const { default: rehypeHighlight } = require("rehype-highlight") as typeof import("rehype-highlight");
  const { default: rehypeExternalLinks } = require("rehype-external-links") as typeof import("rehype-external-links");
  const { common } = require("lowlight") as typeof import("lowlight");
  const { toHtml } = require("hast-util-to-html") as typeof import("hast-util-to-html");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const languages = Object.fromEntries(HIGHLIGHTED.map((name) => [name, common[name]!]));

  pipeline = {
    toHast: (tree, labels) => {
      const processor = unified()
        .use(remarkRehype, {
          footnoteLabel: labels.footnotes,
          // A visible heading over the notes, where readers look for them; remark-rehype hides it by default.
          footnoteLabelProperties: {},
          footnoteBackLabel: (index, rereference) =>
            labels.backToReference(`${index + 1}${rereference > 1 ? `-${rereference}` : ""}`),
        })
        .use(rehypeSlug)
        // Each heading is a link to itself, so a reader can copy its address; its name stays the heading's.
        .use(rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-link"] } })
        // Classes only, styled by the page's stylesheet in both themes: no inline style, no script.
        .use(rehypeHighlight, { languages, detect: false, plainText: ["text", "txt", "plain"] })
        .use(rehypeExternalLinks, {
          target: "_blank",
          rel: ["noopener", "noreferrer"],
          content: { type: "text", value: ` ${labels.opensInNewTab}` },
          contentProperties: { className: ["sr-only"] },
        });
      return processor.runSync(tree) as HastRoot;
    },
    toHtml: (nodes) => toHtml({ type: "root", children: nodes }),
  };
  return pipeline;
}

function walk(node: HastRoot | ElementContent, visit: (node: HastRoot | ElementContent) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child as ElementContent, visit);
}

/**
 * The owner's straight quotes, dashes and dots as the language prints them,
 * in every text but code, an image's description and caption included. Each text is typeset with the letters either side
 * of it, so a quote beside *emphasis* still opens or closes as it should.
 */
function typesetText(tree: MdastRoot, language: LanguageCode): void {
  const visitParent = (parent: { children?: unknown[] }) => {
    const children = (parent.children ?? []) as PhrasingContent[];
    children.forEach((child, index) => {
      if (child.type === "image") {
        if (child.alt) child.alt = typeset(child.alt, language);
        if (child.title) child.title = typeset(child.title, language);
      } else if (child.type === "text") {
        const before = contextChar(edgeText(children[index - 1], "end"));
        const after = contextChar(edgeText(children[index + 1], "start"));
        const set = typeset(`${before}${child.value}${after}`, language);
        child.value = set.slice(before.length, set.length - after.length);
      } else if ("children" in child) visitParent(child);
    });
  };
  visitParent(tree);
}

/** The text at one edge of a neighbouring node: its own value, or that of its first or last descendant. */
function edgeText(node: PhrasingContent | undefined, edge: "start" | "end"): string {
  if (!node) return "";
  if ("value" in node && typeof node.value === "string") {
    return edge === "start" ? node.value.slice(0, 1) : node.value.slice(-1);
  }
  if ("children" in node && node.children.length > 0) {
    const children = node.children as PhrasingContent[];
    return edgeText(edge === "start" ? children[0] : children.at(-1), edge);
  }
  return "";
}

/** A letter or a space tells the typesetter which way a quote faces; anything else could change in its hands. */
function contextChar(char: string): string {
  if (/[\p{L}\p{N}]/u.test(char)) return "a";
  return /\s/.test(char) ? " " : "";
}

/** Words read: those of every text and code, as a reader's eye meets them. */
function countWords(tree: MdastRoot): number {
  let words = 0;
  const visit = (node: { type: string; value?: unknown; children?: unknown[] }) => {
    if (typeof node.value === "string" && node.type !== "html") words += node.value.split(/\s+/).filter(Boolean).length;
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
  return words;
}

/**
 * A paragraph's, list item's or heading's last two words share a line, as in
 * the rest of the site (`.last-words`), so none ends on one word alone.
 */
function keepLastWordsTogether(tree: HastRoot): void {
  walk(tree, (node) => {
    if (node.type !== "element" || !/^(p|li|h[1-6]|figcaption|td|th)$/.test(node.tagName)) return;
    // Only the block's own closing text: a last word inside a link or emphasis keeps its markup.
    const index = node.children.length - 1;
    const text = node.children[index];
    if (text?.type !== "text" || text.value.trim() === "") return;
    const { head, lastWords } = splitLastWords(text.value);
    if (!lastWords || !head.trim()) return;
    const together: Element = {
      type: "element",
      tagName: "span",
      properties: { className: ["last-words"] },
      children: [{ type: "text", value: lastWords }],
    };
    node.children.splice(index, 1, { type: "text", value: head }, together);
  });
}

/**
 * Code and tables keep their lines and scroll sideways inside their box when
 * wider than the column; a keyboard reaches that box with Tab, so it can
 * scroll it too.
 */
function scrollableBoxes(tree: HastRoot): void {
  walk(tree, (node) => {
    if (!("children" in node) || (node.type === "element" && node.properties.tabIndex === 0)) return;
    node.children = node.children.map((child) => {
      if (child.type !== "element") return child;
      if (child.tagName === "pre") child.properties.tabIndex = 0;
      if (child.tagName !== "table") return child;
      return {
        type: "element",
        tagName: "div",
        properties: { className: ["table-scroll"], tabIndex: 0 },
        children: [child],
      } satisfies Element;
    }) as typeof node.children;
  });
}

/**
 * A paragraph that holds one image alone: the page draws that image as a
 * figure, with the image's title (`![alt](path "title")`) as its caption.
 */
function aloneImage(node: RootContent): { image: string; alt: string; caption?: string } | undefined {
  if (node.type !== "element" || node.tagName !== "p") return undefined;
  const shown = node.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
  const [image] = shown;
  if (shown.length !== 1 || image?.type !== "element" || image.tagName !== "img") return undefined;
  const { src, alt, title } = image.properties;
  return { image: String(src ?? ""), alt: String(alt ?? ""), ...(title ? { caption: String(title) } : {}) };
}

/**
 * A post's Markdown as the page shows it: typeset for its language, with
 * GitHub's tables, footnotes and strikethrough, headings that link to
 * themselves, code coloured by classes at build time, external links opening
 * in a new tab with `rel="noopener noreferrer"`, and no raw HTML. Images that
 * stand alone become blocks of their own; the checks refuse any other.
 */
export function renderMarkdown(body: string, language: LanguageCode, labels: RenderLabels): RenderedPost {
  const { toHast, toHtml } = loadPipeline();
  const tree = parseMarkdownBody(body);
  const words = countWords(tree);
  typesetText(tree, language);
  const hast = toHast(tree, labels);
  keepLastWordsTogether(hast);
  scrollableBoxes(hast);

  const blocks: PostBlock[] = [];
  let run: RootContent[] = [];
  const endRun = () => {
    const html = toHtml(run).trim();
    if (html) blocks.push({ html });
    run = [];
  };
  for (const node of hast.children) {
    const image = aloneImage(node);
    if (!image) {
      run.push(node);
      continue;
    }
    endRun();
    blocks.push(image);
  }
  endRun();
  return { blocks, words };
}

/** Minutes to read at 220 words a minute, a common adult pace for screen reading; never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}
