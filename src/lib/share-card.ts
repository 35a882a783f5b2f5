/**
 * The size of the link-preview picture the build draws from the content when
 * site.json gives no ogImage of its own (plugins/share-card): the size
 * LinkedIn and other link previews show large.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** A link preview's picture: its address on the site, its size when known, and its text alternative. */
export interface PreviewImage {
  path: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

interface PreviewSource {
  name: string;
  jobTitle: string;
  /** The card the build drew, absent when site.json names an ogImage. */
  shareCard?: { path: string; width: number; height: number } | null;
  ogImage?: {
    publicURL?: string | null;
    childImageSharp?: { original?: { width?: number | null; height?: number | null } | null } | null;
  } | null;
}

/**
 * The owner's ogImage when site.json names one, else the drawn card. Either
 * way the text alternative says who it shows, as the card's largest lines do.
 */
export function previewImage({ name, jobTitle, ogImage, shareCard }: PreviewSource): PreviewImage | null {
  const alt = `${name} – ${jobTitle}`;
  if (ogImage?.publicURL) {
    const original = ogImage.childImageSharp?.original;
    return { path: ogImage.publicURL, width: original?.width, height: original?.height, alt };
  }
  return shareCard ? { ...shareCard, alt } : null;
}
