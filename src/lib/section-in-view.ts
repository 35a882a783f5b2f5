/** A section's id and where its top edge is, in pixels from the top of the viewport. */
export interface SectionTop {
  id: string;
  top: number;
}

/** How far down the viewport a section's top must have scrolled for the visitor to be reading it. */
export const READING_LINE = 0.4;

/**
 * The section the visitor is reading: the last one, in page order, whose top
 * has passed the reading line. None while the first section is still there,
 * so the page's top needs no fragment.
 */
export function sectionInView(sections: readonly SectionTop[], viewportHeight: number): string | undefined {
  const line = viewportHeight * READING_LINE;
  const passed = sections.filter((section) => section.top <= line);
  const reading = passed[passed.length - 1];
  return reading === sections[0] ? undefined : reading?.id;
}
