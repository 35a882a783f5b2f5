import React from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { logoSource } from "../../lib/showcase-content";
import { CompanyLogo } from "./company-logo";
import { ExperienceDetails } from "./experience-details";

/** One slide of the mobile experience carousel. */
export function ExperienceCard({ entry }: { entry: ExperienceEntry }) {
  return (
    <article className="card h-full p-5">
      <span className="mb-4 flex h-12 w-12 items-center justify-center overflow-hidden rounded-full border border-line bg-surface">
        <CompanyLogo src={logoSource(entry.logo)} company={entry.company} />
      </span>
      <ExperienceDetails entry={entry} />
    </article>
  );
}
