/**
 * A post's text, drawn from the HTML the build renders (plugins/writing/):
 * elements without classes, styled by where they stand, in the site's colour
 * tokens, so both themes follow. Gatsby puts every imported stylesheet into
 * the one it inlines into every page, where these rules would cost the home
 * page 0.8 KB (brotli) of CSS it never uses; so the post pages' heads carry
 * them in a <style> of their own, hashed into the CSP like the others.
 */
export const PROSE_CSS = minify(`
.prose {
  font-size: 1.0625rem;
  line-height: 1.75;
  color: rgb(var(--color-ink));
}

@media (min-width: 640px) {
  .prose {
    font-size: 1.125rem;
  }
}

.prose :where(p, ul, ol, blockquote, pre, table, figure, hr, section) {
  margin-top: 1.25em;
}

.prose > :first-child,
.prose > .contents:first-child > :first-child {
  margin-top: 0;
}

.prose :where(h2, h3, h4) {
  color: rgb(var(--color-ink));
  font-weight: 650;
  letter-spacing: -0.015em;
  line-height: 1.3;
  scroll-margin-top: calc(var(--header-height) + 1rem);
}

.prose :where(h2) {
  margin-top: 2em;
  font-size: 1.3em;
}

.prose :where(h3) {
  margin-top: 1.75em;
  font-size: 1.125em;
}

.prose :where(h4) {
  margin-top: 1.5em;
  font-size: 1em;
}

/* A heading links to itself: it reads as a heading, and shows a mark on hover or focus. */
.prose .heading-link {
  color: inherit;
  text-decoration: none;
}

.prose .heading-link:hover::after,
.prose .heading-link:focus-visible::after {
  content: " #";
  color: rgb(var(--color-muted));
}

.prose :where(a:not(.heading-link)) {
  color: rgb(var(--color-ink));
  text-decoration: underline;
  text-decoration-color: rgb(var(--color-accent-ink));
  text-decoration-thickness: 2px;
  text-underline-offset: 0.2em;
}

.prose :where(a:not(.heading-link)):hover {
  color: rgb(var(--color-accent-ink));
}

.prose :where(strong) {
  font-weight: 650;
}

.prose :where(ul, ol) {
  padding-left: 1.5em;
}

.prose :where(ul) {
  list-style: disc;
}

.prose :where(ol) {
  list-style: decimal;
}

.prose :where(li) {
  margin-top: 0.25em;
  padding-left: 0.25em;
}

.prose :where(li > ul, li > ol) {
  margin-top: 0.25em;
}

.prose :where(li)::marker {
  color: rgb(var(--color-muted));
}

.prose :where(blockquote) {
  border-left: 3px solid rgb(var(--color-accent-ink));
  padding-left: 1.25em;
  color: rgb(var(--color-muted));
  font-style: italic;
}

.prose :where(hr) {
  border-color: rgb(var(--color-line));
  margin-block: 2.5em;
}

.prose :where(code) {
  font-family: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 0.875em;
}

.prose :where(:not(pre) > code) {
  border-radius: 0.375rem;
  background: rgb(var(--color-raised));
  padding: 0.125em 0.375em;
}

/* Code keeps its lines: a long one scrolls inside its box, never the page. */
.prose :where(pre) {
  overflow-x: auto;
  border: 1px solid rgb(var(--color-line));
  border-radius: 0.75rem;
  background: rgb(var(--color-raised));
  padding: 1em 0 1em 1.25em;
  line-height: 1.6;
  font-size: 0.8125rem;
}

@media (min-width: 640px) {
  .prose :where(pre) {
    font-size: 0.875em;
  }
}

/* A phone held sideways shows a picture whole within most of its height. */
@media (max-height: 500px) {
  .prose :where(figure > div) {
    max-height: 75svh;
    margin-inline: auto;
  }

  .prose :where(figcaption) {
    text-align: center;
  }
}

/* The code's own box spans its longest line and keeps the padding after it, so a line that scrolls
   into view ends clear of the edge rather than at it. */
.prose :where(pre code) {
  display: inline-block;
  min-width: 100%;
  padding-right: 1.25em;
  font-size: inherit;
}

.prose :where(pre) {
  scrollbar-width: thin;
}

/* Code wider than its box fades out at the right edge until it is scrolled to its end: a hint that the line goes
   on, where a phone shows no scrollbar. Where scroll timelines are missing, or nothing overflows, nothing fades. */
@property --code-fade {
  syntax: "<length>";
  inherits: false;
  initial-value: 0px;
}

@keyframes code-fade {
  from {
    --code-fade: 2.5rem;
  }
  to {
    --code-fade: 0px;
  }
}

@supports (animation-timeline: scroll()) {
  .prose :where(pre) {
    mask-image: linear-gradient(to left, transparent, #000 var(--code-fade));
    animation: code-fade linear both;
    animation-timeline: scroll(self inline);
  }
}

/* A table wider than the column scrolls in its box (which Tab reaches). */
.prose .table-scroll {
  margin-top: 1.25em;
  overflow-x: auto;
}

.prose :where(table) {
  width: 100%;
  margin-top: 0;
  border-collapse: collapse;
  font-size: 0.9em;
  font-variant-numeric: tabular-nums;
}

.prose :where(th, td) {
  border-bottom: 1px solid rgb(var(--color-line));
  padding: 0.625em 1em 0.625em 0;
  vertical-align: top;
}

.prose :where(th, td):last-child {
  padding-right: 0;
}

.prose :where(thead th) {
  border-bottom-color: rgb(var(--color-muted) / 0.5);
  font-variant-numeric: normal;
}

/* A column aligned in the Markdown (| ---: |) keeps that alignment; the others read from the left. */
.prose :where(th, td):not([align]) {
  text-align: left;
}

.prose :where(th, td)[align="right"] {
  text-align: right;
}

.prose :where(th, td)[align="center"] {
  text-align: center;
}

.prose :where(th) {
  font-weight: 600;
}

.prose :where(figure) {
  margin-block: 2em;
}

.prose :where(figcaption) {
  margin-top: 0.75em;
  font-size: 0.875em;
  color: rgb(var(--color-muted));
}

/* A hairline keeps a pale picture from melting into the page, and a bright one from glaring on the dark, where
   it is also dimmed a little. */
.prose :where(figure > div) {
  box-shadow: 0 0 0 1px rgb(var(--color-ink) / 0.08);
}

.dark .prose :where(figure img) {
  filter: brightness(0.9);
}

.prose :where(sup a) {
  padding-inline: 0.15em;
  color: rgb(var(--color-accent-ink));
  font-weight: 600;
  text-decoration: none;
}

.prose :where([data-footnote-backref]) {
  text-decoration: none;
}

.prose :where([id^="user-content-fn"]) {
  scroll-margin-top: calc(var(--header-height) + 1rem);
}

/* The footnotes close the text, under a rule, in the size of small print. */
.prose :where(.footnotes) {
  margin-top: 3em;
  border-top: 1px solid rgb(var(--color-line));
  padding-top: 1em;
  font-size: 0.875em;
  color: rgb(var(--color-muted));
}

.prose :where(.footnotes h2) {
  margin-top: 0;
  font-size: 1em;
}

/*
 * Code colours, set at build as highlight.js classes. Each passes 7:1 on the
 * code box in its theme.
 */
.prose .hljs-comment,
.prose .hljs-quote {
  color: rgb(var(--color-muted));
  font-style: italic;
}

.prose .hljs-keyword,
.prose .hljs-selector-tag,
.prose .hljs-meta {
  color: #9d174d;
}

.prose .hljs-string,
.prose .hljs-regexp,
.prose .hljs-addition {
  color: #166534;
}

.prose .hljs-number,
.prose .hljs-literal,
.prose .hljs-symbol {
  color: #1e40af;
}

.prose .hljs-title,
.prose .hljs-section {
  color: #6b21a8;
}

.prose .hljs-attr,
.prose .hljs-attribute,
.prose .hljs-built_in,
.prose .hljs-type,
.prose .hljs-variable,
.prose .hljs-property {
  color: #9a3412;
}

.prose .hljs-deletion {
  color: #991b1b;
}

.dark .prose .hljs-keyword,
.dark .prose .hljs-selector-tag,
.dark .prose .hljs-meta {
  color: #f9a8d4;
}

.dark .prose .hljs-string,
.dark .prose .hljs-regexp,
.dark .prose .hljs-addition {
  color: #86efac;
}

.dark .prose .hljs-number,
.dark .prose .hljs-literal,
.dark .prose .hljs-symbol {
  color: #93c5fd;
}

.dark .prose .hljs-title,
.dark .prose .hljs-section {
  color: #d8b4fe;
}

.dark .prose .hljs-attr,
.dark .prose .hljs-attribute,
.dark .prose .hljs-built_in,
.dark .prose .hljs-type,
.dark .prose .hljs-variable,
.dark .prose .hljs-property {
  color: #fdba74;
}

.dark .prose .hljs-deletion {
  color: #fca5a5;
}
`);

/** Comments and runs of white space go: the page carries the rules, not their layout. */
function minify(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      // A space before ":" may be a descendant combinator (".prose :where"), so only the one after it goes.
      .replace(/\s*([{};,>])\s*/g, "$1")
      .replace(/:\s+/g, ":")
      .trim()
  );
}
