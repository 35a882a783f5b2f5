import React from "react";
import type { Skill } from "../../lib/content-types";
import { isIconName } from "../../lib/icon-names";
import { Icon } from "../ui/icon";
import { Words } from "../ui/words";

/**
 * Each skill is a small card. Below md two stand side by side, each with its
 * icon above, so a label has the card's whole width (a German label beside its
 * icon broke into three lines at 600 px); from md the icon leads the label.
 * The card keeps its corners there: fully rounded, a 400 px pill read as a
 * text field.
 * A card on a 320 px phone is about 110 px inside, so a phone's cards set
 * their type a little tighter, and a word longer still breaks rather than
 * crossing the border.
 */
export function SkillPill({ skill }: { skill: Skill }) {
  return (
    <div className="flex h-full flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-3 shadow-sm md:flex-row md:items-center md:pr-5">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-raised text-accent-ink">
        {isIconName(skill.icon) && <Icon name={skill.icon} className="h-4 w-4" />}
      </span>
      <span className="min-w-0 text-balance text-[0.8125rem] font-medium leading-snug tracking-tight text-ink [overflow-wrap:anywhere] xs:text-sm xs:tracking-normal">
        <Words text={skill.label} />
      </span>
    </div>
  );
}
