import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  deckBackColors,
  imagePreloadFor,
  parseImageList,
  photosFromImageList,
  photosFromQuery,
  type StackPhoto,
} from "./photo-sources";

describe("parseImageList", () => {
  it("splits on commas, trims and drops empty entries", () => {
    expect(parseImageList(" /a.jpg, /b.webp ,,/c.png, ")).toEqual(["/a.jpg", "/b.webp", "/c.png"]);
  });

  it("returns nothing for an empty list", () => {
    expect(parseImageList("")).toEqual([]);
  });
});

describe("photosFromImageList", () => {
  it("gives every address a unique key and a position as alt text", () => {
    expect(photosFromImageList("/a.jpg,/a.jpg", "Photo {n} of {count}")).toEqual([
      { key: "0-/a.jpg", src: "/a.jpg", alt: "Photo 1 of 2" },
      { key: "1-/a.jpg", src: "/a.jpg", alt: "Photo 2 of 2" },
    ]);
  });
});

describe("photosFromQuery", () => {
  it("keeps the alt text and prefers the optimised image", () => {
    const gatsbyImageData = { layout: "constrained", width: 400, height: 420, images: {} };
    const [photo] = photosFromQuery([
      { alt: "Portrait", image: { publicURL: "/static/p1.jpg", childImageSharp: { gatsbyImageData } } },
    ]);
    expect(photo).toEqual({ key: "0-/static/p1.jpg", alt: "Portrait", image: gatsbyImageData, src: "/static/p1.jpg" });
  });

  it("falls back to the original file", () => {
    const [photo] = photosFromQuery([{ alt: "Portrait", image: { publicURL: "/p.svg", childImageSharp: null } }]);
    expect(photo?.image).toBeUndefined();
    expect(photo?.src).toBe("/p.svg");
  });
});

describe("imagePreloadFor", () => {
  const fallback = { src: "/p.jpg", srcSet: "/p.jpg 400w", sizes: "400px" };

  it("preloads the first modern source with its type, so browsers without that format skip it", () => {
    const image = {
      layout: "constrained" as const,
      width: 400,
      height: 420,
      images: {
        fallback,
        sources: [
          { srcSet: "/p.avif 400w", sizes: "400px", type: "image/avif" },
          { srcSet: "/p.webp 400w", sizes: "400px", type: "image/webp" },
        ],
      },
    };
    expect(imagePreloadFor(image)).toEqual({ srcSet: "/p.avif 400w", sizes: "400px", type: "image/avif" });
  });

  it("falls back to the original format without a type", () => {
    const image = { layout: "constrained" as const, width: 400, height: 420, images: { fallback } };
    expect(imagePreloadFor(image)).toEqual({ srcSet: "/p.jpg 400w", sizes: "400px" });
  });

  it("has nothing to preload without an optimised image", () => {
    expect(imagePreloadFor(undefined)).toBeUndefined();
  });
});

describe("deckBackColors", () => {
  const photo = (backgroundColor?: string): StackPhoto => ({
    key: backgroundColor ?? "plain",
    alt: "",
    ...(backgroundColor ? { image: { backgroundColor } as IGatsbyImageData } : { src: "/plain.jpg" }),
  });
  const deck = [photo("#111111"), photo("#222222"), photo("#333333"), photo("#444444")];

  it("tints the backs with the photos two and one deep, farthest first", () => {
    expect(deckBackColors(deck)).toEqual(["#333333", "#222222"]);
    expect(deckBackColors(deck, [3, 0, 1, 2])).toEqual(["#222222", "#111111"]);
  });

  it("wraps round a deck of two, and leaves a photo without a processed image untinted", () => {
    expect(deckBackColors(deck.slice(0, 2), [1, 0])).toEqual(["#222222", "#111111"]);
    expect(deckBackColors([photo("#111111"), photo()])).toEqual(["#111111", undefined]);
  });
});
