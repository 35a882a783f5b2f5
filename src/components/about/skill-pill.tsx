import React from "react";
import type { Skill } from "../../lib/content-types";
import { isIconName } from "../../lib/icon-names";
import { Icon } from "../ui/icon";

export function SkillPill({ skill }: { skill: Skill }) {
  return (
    <div className="flex h-full items-center gap-3 rounded-full border border-line bg-surface py-2 pl-2 pr-5 shadow-sm">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-raised text-accent-ink">
        {isIconName(skill.icon) && <Icon name={skill.icon} className="h-4 w-4" />}
      </span>
      <span className="text-balance text-sm font-medium leading-snug text-ink">{skill.label}</span>
    </div>
  );
}
