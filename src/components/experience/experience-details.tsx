import React from "react";
import { Calendar } from "lucide-react";
import type { ExperienceEntry } from "../../lib/content-types";
import { Words } from "../ui/words";

/**
 * Title, company, period and achievements: the body shared by the timeline and
 * the mobile cards. Both are in the server HTML, so each element here counts
 * twice; the bullets are pseudo-elements and the date icon the plain calendar
 * (fewer shapes than the one with a clock), which keeps the page's DOM lighter.
 */
export function ExperienceDetails({ entry }: { entry: ExperienceEntry }) {
  return (
    // On the timeline from lg a role is far wider than its lines: title, company and period take a column of their
    // own beside the achievements, so the 600 px box shows more than two roles. That column keeps one width (in rem,
    // so it grows with the wide screens' type) and the achievements follow it, up to a measure of about 100
    // characters, which ends at or just short of the content edge: with the title's column taking what the measure
    // left, the gap from a title to its achievements grew to 85-160 px, wider than the gap between two roles.
    // Between md and lg that column left the achievements about 320 px, two or three lines each, beside an empty
    // band under the period: there they run under the title, and the period ends the title's row.
    <div className="lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,46rem)] lg:gap-x-8">
      <div className="flex flex-col items-start gap-y-3 md:max-lg:flex-row md:max-lg:flex-wrap md:max-lg:items-start md:max-lg:justify-between md:max-lg:gap-x-6">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug text-ink">
            <Words text={entry.title} />
          </h3>
          <p className="mt-0.5 text-sm font-semibold text-accent-ink">{entry.company}</p>
        </div>
        <p className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-raised px-3 py-1 text-xs font-medium text-muted">
          <Calendar aria-hidden="true" className="h-3.5 w-3.5" />
          {entry.period}
        </p>
      </div>
      {/* A reading measure, in the list's own type size, until the grid sets one from xl. In a phone's card an
          achievement takes three or four lines, balanced so that none is a notch between two full ones ("…and /
          turn them into / prioritised experiments"); wider, its one or two lines are filled first. */}
      <ul className="mt-4 max-w-prose space-y-2.5 text-balance text-sm sm:text-pretty lg:mt-0 lg:pt-1 xl:max-w-none">
        {entry.achievements.map((achievement, position) => (
          <li
            // By position: two achievements may read the same.
            key={position}
            className="flex gap-3 leading-relaxed text-muted before:mt-2 before:h-1.5 before:w-1.5 before:shrink-0 before:rounded-full before:bg-accent-ink before:content-['']"
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
