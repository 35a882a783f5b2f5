/** A project's link label, or the page's default ("View project") when it has none or a blank one. */
export function projectLinkLabel(linkText: string | null | undefined, defaultText: string): string {
  const label = linkText?.trim();
  return label ? label : defaultText;
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
