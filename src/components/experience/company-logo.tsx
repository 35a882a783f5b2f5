import React from "react";
import { LOGO_SIZE_PX } from "../../lib/constants";
import { monogram } from "../../lib/monogram";

interface CompanyLogoProps {
  src: string | null;
  /** The company's name, for the monogram drawn when there is no logo. */
  company: string;
}

/** A company's logo, or for an entry without one a monogram in the same round shape. Decorative. */
export function CompanyLogo({ src, company }: CompanyLogoProps) {
  if (!src) {
    const { letter, colour } = monogram(company);
    return (
      <span
        aria-hidden="true"
        data-logo-fallback=""
        className="grid h-full w-full place-items-center rounded-full text-lg font-bold leading-none text-white"
        style={{ backgroundColor: colour }}
      >
        {letter}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={LOGO_SIZE_PX}
      height={LOGO_SIZE_PX}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="h-full w-full rounded-full object-cover"
    />
  );
}
