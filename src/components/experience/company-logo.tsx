import React from "react";
import { Briefcase } from "lucide-react";
import { LOGO_SIZE_PX } from "../../lib/constants";

/** A company's logo, or the fallback icon for an entry without one. Decorative. */
export function CompanyLogo({ src }: { src: string | null }) {
  if (!src) return <Briefcase aria-hidden="true" data-logo-fallback="" className="h-6 w-6 text-muted" />;
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
