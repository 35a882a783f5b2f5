import React from "react";
import { Briefcase } from "lucide-react";
import type { ExperienceEntry } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";

interface ExperienceProps {
  entries: readonly ExperienceEntry[];
}

export function Experience({ entries }: ExperienceProps) {
  return (
    <section id={SECTION_IDS.experience} aria-labelledby="experience-title" className="section">
      <h2 id="experience-title" className="section-title">
        Experience
      </h2>
      <ol className="mt-10 space-y-8">
        {entries.map((entry) => (
          <li key={entry.id} className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-surface">
              {entry.logo?.publicURL ? (
                <img src={entry.logo.publicURL} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <Briefcase aria-hidden="true" className="h-5 w-5 text-muted" />
              )}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{entry.title}</h3>
              <p className="text-sm text-muted">
                {entry.company} · {entry.period}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {entry.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
