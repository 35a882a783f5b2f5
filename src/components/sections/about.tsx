import React, { useCallback, useState } from "react";
import { graphql } from "gatsby";
import type { Skill, Tool } from "../../lib/content-types";
import { SKILLS_PER_VIEW, TOOLS_PER_VIEW } from "../../lib/constants";
import { SECTION_IDS } from "../../lib/sections";
import { logoSource } from "../../lib/showcase-content";
import { Carousel } from "../ui/carousel";
import { carouselItemLabels } from "../ui/carousel-controls";
import { useMessages } from "../../hooks/use-messages";
import { ToolLogo } from "../about/tool-logo";
import { SkillPill } from "../about/skill-pill";
import { Words } from "../ui/words";

interface AboutProps {
  paragraphs: readonly string[];
  skills: readonly Skill[];
  tools: readonly Tool[];
}

const SUBHEADING = "text-sm font-semibold uppercase tracking-wider text-muted";

export function About({ paragraphs, skills, tools }: AboutProps) {
  const messages = useMessages();
  const [failedLogos, setFailedLogos] = useState<ReadonlySet<string>>(() => new Set());
  const onLogoFail = useCallback(
    (name: string) => setFailedLogos((failed) => (failed.has(name) ? failed : new Set(failed).add(name))),
    [],
  );

  return (
    <section id={SECTION_IDS.about} data-section="about" aria-labelledby="about-title" className="section">
      <h2 id="about-title" className="section-title">
        <Words text={messages["about.title"]} />
      </h2>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
        {paragraphs.map((paragraph, position) => (
          // By position: two paragraphs may read the same.
          <p key={position}>
            <Words text={paragraph} prose />
          </p>
        ))}
      </div>

      <Carousel
        label={messages["about.skills.label"]}
        itemLabels={carouselItemLabels(messages, "about.skills")}
        perView={SKILLS_PER_VIEW}
        heading={<h3 className={SUBHEADING}>{messages["about.skills.heading"]}</h3>}
        className="mt-14"
      >
        {skills.map((skill, position) => (
          <SkillPill key={position} skill={skill} />
        ))}
      </Carousel>

      <Carousel
        label={messages["about.tools.label"]}
        itemLabels={carouselItemLabels(messages, "about.tools")}
        perView={TOOLS_PER_VIEW}
        heading={<h3 className={SUBHEADING}>{messages["about.tools.heading"]}</h3>}
        className="mt-12"
      >
        {tools.map((tool, position) => (
          <ToolLogo
            key={position}
            name={tool.name}
            src={logoSource(tool.logo)}
            failed={failedLogos.has(tool.name)}
            onFail={onLogoFail}
          />
        ))}
      </Carousel>
    </section>
  );
}

export const aboutContent = graphql`
  fragment AboutParagraphs on SiteJson {
    about
  }

  fragment AboutSkills on SkillsJson {
    skills {
      icon
      label
    }
  }

  fragment AboutTools on ToolsJson {
    tools {
      name
      logo {
        publicURL
      }
    }
  }
`;
