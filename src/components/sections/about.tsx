import React from "react";
import type { Skill, Tool } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { Icon } from "../ui/icon";
import { isIconName } from "../../lib/icon-names";

interface AboutProps {
  paragraphs: readonly string[];
  skills: readonly Skill[];
  tools: readonly Tool[];
}

export function About({ paragraphs, skills, tools }: AboutProps) {
  return (
    <section id={SECTION_IDS.about} data-section="about" aria-labelledby="about-title" className="section">
      <h2 id="about-title" className="section-title">
        About me
      </h2>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-xl font-semibold">Skills</h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {skills.map((skill) => (
          <li
            key={skill.id}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium"
          >
            {isIconName(skill.icon) && <Icon name={skill.icon} className="h-4 w-4" />}
            {skill.label}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-semibold">Tools I use</h3>
      <ul className="mt-4 flex flex-wrap gap-4">
        {tools.map((tool) => (
          <li
            key={tool.id}
            className="flex h-16 w-16 items-center justify-center rounded-2xl border border-line bg-surface"
          >
            {tool.logo.publicURL && (
              <img src={tool.logo.publicURL} alt={tool.name} width={40} height={40} loading="lazy" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
