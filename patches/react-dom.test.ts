/**
 * @jest-environment node
 */
import React from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";

/** The page as Gatsby's static HTML step receives it: renderToPipeableStream, read to the end. */
function renderToBuffer(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe("react-dom's stream renderer, patched", () => {
  // React writes into 2,048-byte views; a three-byte character that no longer fits the current one used to
  // send the whole view on, with its one or two unwritten bytes as NULs (react issue 31134, 18.3.1).
  it.each(["…", "–", "ü", "🚀"])("never writes a NUL when %s falls on a view's edge", async (character) => {
    // Short texts, as a page has them: a long one is encoded on its own and never shares a view.
    const words = Array.from({ length: 400 }, (_, index) => React.createElement("i", { key: index }, `${character}w`));
    for (let shift = 0; shift < 12; shift += 1) {
      const html = await renderToBuffer(
        React.createElement(
          "p",
          null,
          "a".repeat(shift),
          words,
          React.createElement("span", null, `${character} tail`),
        ),
      );
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8")).toContain(`${character} tail`);
    }
  });
});
