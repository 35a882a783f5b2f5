import React, { type ReactNode } from "react";
import { followInPageLink, inPageHref, type InPageTarget } from "../../lib/in-page-link";

interface SectionLinkProps {
  to: InPageTarget;
  className?: string;
  children: ReactNode;
}

/** An in-page anchor that scrolls smoothly with scripts (a jump under reduced motion) and jumps without them. */
export function SectionLink({ to, className, children }: SectionLinkProps) {
  return (
    <a href={inPageHref(to)} onClick={(event) => followInPageLink(event, to)} className={className}>
      {children}
    </a>
  );
}
