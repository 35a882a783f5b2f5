import { previewImage, SHARE_CARD } from "./share-card";

const owner = { name: "Zoë Łukasiewicz", jobTitle: "Produktentwicklerin" };

describe("previewImage", () => {
  it("is the drawn card, 1200 × 630, when site.json names no ogImage", () => {
    expect(previewImage({ ...owner, ogImage: null })).toEqual({
      path: "/share-card.png",
      width: 1200,
      height: 630,
      alt: "Zoë Łukasiewicz – Produktentwicklerin",
    });
    expect(SHARE_CARD.path).toBe("/share-card.png");
  });

  it("is the owner's own picture, at its own size, when site.json names one", () => {
    const ogImage = { publicURL: "/static/abc/card.png", childImageSharp: { original: { width: 800, height: 418 } } };
    expect(previewImage({ ...owner, ogImage })).toEqual({
      path: "/static/abc/card.png",
      width: 800,
      height: 418,
      alt: "Zoë Łukasiewicz – Produktentwicklerin",
    });
  });
});
