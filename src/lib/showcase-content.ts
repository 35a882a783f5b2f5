import { DEFAULT_LINK_TEXT } from "./constants";

/** A project's link label defaults to "View project" (also when blank). */
export function projectLinkLabel(linkText: string | null | undefined): string {
  const label = linkText?.trim();
  return label ? label : DEFAULT_LINK_TEXT;
}

interface FileLike {
  readonly publicURL: string | null;
}

/**
 * Address of a logo file, or null when the entry has none (an experience
 * entry without a logo shows the fallback icon instead).
 */
export function logoSource(logo: FileLike | null | undefined): string | null {
  const src = logo?.publicURL?.trim();
  return src ? src : null;
}
