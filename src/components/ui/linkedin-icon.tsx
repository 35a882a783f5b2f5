import React, { type SVGProps } from "react";

/**
 * LinkedIn's "in" in its rounded square, drawn on lucide's 24 px grid with its 2 px round stroke, so it stands with
 * the page's other icons: lucide carries no brand marks, and a briefcase in its place read as a generic icon to a
 * visitor from LinkedIn's app, who looks for the mark. Its links always carry the word "LinkedIn" as text.
 * One module of its own, so the footer of a page without the home page's icons (a post) draws it without bundling
 * them all.
 */
export function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect width="18" height="18" x="3" y="3" rx="3" />
      <path d="M7 7.5h.01M7 10.5V17m4 0v-6.5m0 3a3 3 0 0 1 6 0V17" />
    </svg>
  );
}
