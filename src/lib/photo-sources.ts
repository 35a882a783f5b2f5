import type { IGatsbyImageData } from "gatsby-plugin-image";
import { formatMessage } from "../i18n/messages";

/** One card of the photo stack: an optimised Gatsby image, or a plain address. */
export interface StackPhoto {
  key: string;
  alt: string;
  image?: IGatsbyImageData;
  src?: string;
}

/**
 * The tints of the two cards fanned out behind the deck, farthest first, as
 * they are drawn: the dominant colours of the photos that lie two and one
 * deep (wrapping round a deck of two), so the deck reads as the next pictures,
 * face down. A photo without a processed image leaves its back untinted.
 */
export const deckBackColors = (photos: readonly StackPhoto[], order = photos.map((_, index) => index)) =>
  [2, 1].map((depth) => photos[order[depth % order.length]!]?.image?.backgroundColor);

/** The photo stack's string API: "a.jpg, b.jpg,c.jpg" → three addresses. */
export function parseImageList(list: string): string[] {
  return list
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The photos of an address list; each one's alt text is its position, `photoOf` ("Photo {n} of {count}") filled in. */
export function photosFromImageList(list: string, photoOf: string): StackPhoto[] {
  const addresses = parseImageList(list);
  return addresses.map((src, index) => ({
    key: `${index}-${src}`,
    src,
    alt: formatMessage(photoOf, { n: index + 1, count: addresses.length }),
  }));
}

/** An image file from a content query; gatsbyImageData is typed as JSON by Gatsby's typegen. */
export interface QueriedImage {
  publicURL?: string | null;
  childImageSharp?: { gatsbyImageData: unknown } | null;
}

export interface QueriedPhoto {
  alt: string;
  image: QueriedImage;
}

/** The processed image gatsby-plugin-image's resolver made for a file, if the file is one sharp can read. */
export function gatsbyImageOf(image: QueriedImage): IGatsbyImageData | undefined {
  return (image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? undefined;
}

/** Hero photos from the content query; without an optimised version the original file is used. */
export function photosFromQuery(photos: readonly QueriedPhoto[]): StackPhoto[] {
  return photos.map(({ alt, image }, index) => ({
    key: `${index}-${image.publicURL ?? ""}`,
    alt,
    image: gatsbyImageOf(image),
    src: image.publicURL ?? undefined,
  }));
}

/** What a `<link rel="preload" as="image">` needs to fetch the same file the `<picture>` will pick. */
export interface ImagePreload {
  srcSet: string;
  sizes?: string;
  type?: string;
}

/** The first (most efficient) source gatsby-plugin-image lists, typed so browsers without it skip the preload. */
export function imagePreloadFor(image: IGatsbyImageData | undefined): ImagePreload | undefined {
  const source = image?.images.sources?.find((candidate) => candidate.srcSet);
  if (source) return { srcSet: source.srcSet, sizes: source.sizes, type: source.type };
  const fallback = image?.images.fallback;
  if (fallback?.srcSet) return { srcSet: fallback.srcSet, sizes: fallback.sizes };
  return undefined;
}
