import React, { type AnchorHTMLAttributes, type ReactNode } from "react";
import { followInPageLink, inPageHref, type InPageTarget } from "../../lib/in-page-link";

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> {
  to: InPageTarget;
  children: ReactNode;
  /** Called on every click, after the link has been followed (a menu closes itself). */
  onNavigate?: () => void;
}

/** An in-page anchor that scrolls smoothly with scripts (a jump under reduced motion) and jumps without them. */
export function SectionLink({ to, children, onNavigate, ...anchor }: SectionLinkProps) {
  return (
    <a
      {...anchor}
      href={inPageHref(to)}
      onClick={(event) => {
        followInPageLink(event, to);
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
