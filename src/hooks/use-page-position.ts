import { useEffect, useState } from "react";
import { sectionInView } from "../lib/section-in-view";

/** The section the visitor is reading, from the page's sections in the order they stand. */
export function readingSection(): string | undefined {
  const tops = Array.from(document.querySelectorAll("main section[id]"), (section) => ({
    id: section.id,
    top: section.getBoundingClientRect().top,
  }));
  return sectionInView(tops, window.innerHeight);
}

export interface PagePosition {
  /** The section being read; none at the top of the page. */
  reading: string | undefined;
  /** Whether the element that names the page (the hero's name) has scrolled up under the header. */
  nameGone: boolean;
}

const AT_TOP: PagePosition = { reading: undefined, nameGone: false };

/**
 * Where the visitor is on the page, read once per frame while it scrolls or
 * resizes. Until React runs, and on the server, it is the page's top.
 */
export function usePagePosition(nameId: string): PagePosition {
  const [position, setPosition] = useState(AT_TOP);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const name = document.getElementById(nameId);
      const header = document.querySelector("header");
      const nameGone = name ? name.getBoundingClientRect().bottom <= (header?.offsetHeight ?? 0) : true;
      const reading = readingSection();
      setPosition((previous) =>
        previous.reading === reading && previous.nameGone === nameGone ? previous : { reading, nameGone },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [nameId]);

  return position;
}
