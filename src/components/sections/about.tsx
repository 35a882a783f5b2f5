import React, { useCallback, useState } from "react";
import { graphql } from "gatsby";
import type { Skill, Tool } from "../../lib/content-types";
import { SKILLS_PER_VIEW, TOOLS_PER_VIEW } from "../../lib/constants";
import { SECTION_IDS } from "../../lib/sections";
import { logoSource } from "../../lib/showcase-content";
import { AppCarousel } from "../../features/carousel/app-carousel";
import { CarouselContent, CarouselItem } from "../../features/carousel/carousel";
import { CarouselHeading, CarouselPager } from "../../features/carousel/carousel-controls";
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
      <div className="mt-6 max-w-[65ch] space-y-4 text-lg text-muted">
        {paragraphs.map((paragraph, position) => (
          // By position: two paragraphs may read the same.
          <p key={position}>
            <Words text={paragraph} prose />
          </p>
        ))}
      </div>

      <AppCarousel messages="about.skills" count={skills.length} perView={SKILLS_PER_VIEW} className="mt-14">
        <CarouselHeading>
          <h3 className={SUBHEADING}>{messages["about.skills.heading"]}</h3>
        </CarouselHeading>
        <CarouselContent>
          {skills.map((skill, position) => (
            <CarouselItem key={position}>
              <SkillPill skill={skill} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPager />
      </AppCarousel>

      <AppCarousel messages="about.tools" count={tools.length} perView={TOOLS_PER_VIEW} className="mt-12">
        <CarouselHeading>
          <h3 className={SUBHEADING}>{messages["about.tools.heading"]}</h3>
        </CarouselHeading>
        <CarouselContent>
          {tools.map((tool, position) => (
            <CarouselItem key={position}>
              <ToolLogo
                name={tool.name}
                src={logoSource(tool.logo)}
                failed={failedLogos.has(tool.name)}
                onFail={onLogoFail}
              />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPager />
      </AppCarousel>
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
