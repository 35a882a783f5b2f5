import React, { type ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../lib/sections";
import { useMessages } from "../../hooks/use-messages";
import { SectionLink } from "../ui/section-link";
import { SiteHeader } from "./site-header";

interface LayoutProps {
  children: ReactNode;
  /** The bar across the top; one with the page's controls alone without it. */
  header?: ReactNode;
  footer?: ReactNode;
}

export function Layout({ children, header = <SiteHeader />, footer }: LayoutProps) {
  const messages = useMessages();
  return (
    <div id="top" className="min-h-screen overflow-x-clip">
      {/* Through the history API like the other in-page links: a plain fragment jump fires popstate, and Gatsby's router would re-render the page before its lower sections have hydrated. */}
      <SectionLink
        to={MAIN_CONTENT_ID}
        className="sr-only z-[60] rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {messages["layout.skipToContent"]}
      </SectionLink>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
