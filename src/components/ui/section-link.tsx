import React, { type AnchorHTMLAttributes, type ReactNode } from "react";
import { followInPageLink, inPageHref, type InPageTarget } from "../../lib/in-page-link";

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> {
  to: InPageTarget;
  children: ReactNode;
  /** Called on every click, after the link has been followed (a menu closes itself). */
  onNavigate?: () => void;
  /**
   * The path of the page that holds the target, when it is another page (a
   * post's header links to the home page's sections): a plain link there.
   */
  home?: string;
}

/** An in-page anchor that scrolls smoothly with scripts (a jump under reduced motion) and jumps without them. */
export function SectionLink({ to, children, onNavigate, home, ...anchor }: SectionLinkProps) {
  if (home !== undefined) {
    return (
      <a {...anchor} href={to === "top" ? home : `${home}${inPageHref(to)}`} onClick={onNavigate}>
        {children}
      </a>
    );
  }
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
