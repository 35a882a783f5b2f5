import { previewImage, SHARE_CARD } from "./share-card";

const owner = { name: "Zoë Łukasiewicz", jobTitle: "Produktentwicklerin" };

describe("previewImage", () => {
  const shareCard = { path: "/static/share-card-0123abcd.png", width: 1200, height: 630 };

  it("is the drawn card, 1200 × 630, when site.json names no ogImage", () => {
    expect(previewImage({ ...owner, ogImage: null, shareCard })).toEqual({
      ...shareCard,
      alt: "Zoë Łukasiewicz – Produktentwicklerin",
    });
    expect(SHARE_CARD).toEqual({ width: 1200, height: 630 });
  });

  it("is none when there is neither", () => {
    expect(previewImage({ ...owner, ogImage: null, shareCard: null })).toBeNull();
  });

  it("is the owner's own picture, at its own size, when site.json names one", () => {
    const ogImage = { publicURL: "/static/abc/card.png", childImageSharp: { original: { width: 800, height: 418 } } };
    expect(previewImage({ ...owner, ogImage, shareCard: null })).toEqual({
      path: "/static/abc/card.png",
      width: 800,
      height: 418,
      alt: "Zoë Łukasiewicz – Produktentwicklerin",
    });
  });
});
