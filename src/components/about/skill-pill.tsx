import React from "react";
import type { Skill } from "../../lib/content-types";
import { isIconName } from "../../lib/icon-names";
import { Icon } from "../ui/icon";
import { Words } from "../ui/words";
import "./skill-pill.css";

/** Each skill is a small card: its icon and its label (skill-pill.css). */
export function SkillPill({ skill }: { skill: Skill }) {
  return (
    <div className="skill-pill">
      <span className="skill-pill-icon">
        {isIconName(skill.icon) && <Icon name={skill.icon} className="h-5 w-5" />}
      </span>
      <span className="skill-pill-label">
        <Words text={skill.label} />
      </span>
    </div>
  );
}
