import React, { type ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../lib/sections";
import { ThemeToggle } from "../ui/theme-toggle";

interface LayoutProps {
  children: ReactNode;
  footer?: ReactNode;
}

export function Layout({ children, footer }: LayoutProps) {
  return (
    <div id="top" className="min-h-screen overflow-x-clip">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[60] rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <ThemeToggle />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
