import React from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { logoSource } from "../../lib/showcase-content";
import { CompanyLogo } from "./company-logo";
import { ExperienceDetails } from "./experience-details";

/**
 * One slide of the mobile experience carousel: the company's mark beside the title, company and period (at their end
 * on a phone, before them from xs), and the achievements under them (experience.css). On a low screen its mark and
 * padding are a step smaller, so a role with three achievements fits below the header in German too (it stood 7 px
 * over at 200% zoom). On a narrow phone the padding is a step smaller too: in a 230 px column a bullet broke after
 * three words, 140 px short of the edge.
 */
export function ExperienceCard({ entry }: { entry: ExperienceEntry }) {
  return (
    <article className="card role-card">
      <span className="role-card-logo">
        <CompanyLogo src={logoSource(entry.logo)} company={entry.company} />
      </span>
      <ExperienceDetails entry={entry} />
    </article>
  );
}
