import React, { useCallback, useState } from "react";
import { ArrowRight } from "lucide-react";
import { graphql } from "gatsby";
import type { AboutIntro, Skill, Tool } from "../../lib/content-types";
import { SKILLS_PER_VIEW, TOOLS_PER_VIEW } from "../../lib/constants";
import { SECTION_IDS, type SectionId } from "../../lib/sections";
import { logoSource } from "../../lib/showcase-content";
import { AppCarousel } from "../../features/carousel/app-carousel";
import { CarouselContent, CarouselItem } from "../../features/carousel/carousel";
import { CarouselHeading, CarouselPager } from "../../features/carousel/carousel-controls";
import { useMessages } from "../../hooks/use-messages";
import { ToolLogo } from "../about/tool-logo";
import { SkillPill } from "../about/skill-pill";
import { Words } from "../ui/words";
import { SectionLink } from "../ui/section-link";

interface AboutProps {
  /** The paragraphs, and the facts the side card repeats from the hero. */
  intro: AboutIntro;
  skills: readonly Skill[];
  tools: readonly Tool[];
  /** The sections on the page: the card leads to the contact section where there is one. */
  shown?: readonly SectionId[];
}

const SUBHEADING = "text-sm font-semibold uppercase tracking-wider text-muted";

export function About({ intro, skills, tools, shown = [] }: AboutProps) {
  const messages = useMessages();
  const [failedLogos, setFailedLogos] = useState<ReadonlySet<string>>(() => new Set());
  const onLogoFail = useCallback(
    (name: string) => setFailedLogos((failed) => (failed.has(name) ? failed : new Set(failed).add(name))),
    [],
  );

  return (
    <section id={SECTION_IDS.about} data-section="about" aria-labelledby="about-title" className="section">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(15rem,20rem)] lg:gap-x-12 xl:gap-x-16">
        <h2 id="about-title" className="section-title lg:col-start-1 lg:row-start-1">
          <Words text={messages["about.title"]} />
        </h2>
        <div className="mt-6 max-w-[65ch] space-y-4 text-lg text-muted lg:col-start-1 lg:row-start-2">
          {intro.about.map((paragraph, position) => (
            // By position: two paragraphs may read the same.
            <p key={position}>
              <Words text={paragraph} prose />
            </p>
          ))}
        </div>
        <AtAGlance intro={intro} toContact={shown.includes(SECTION_IDS.contact)} />
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

/**
 * On a wide screen the paragraphs keep their reading measure, and the width
 * beside them holds what a recruiter looks for first: the role and the place,
 * and the way to the contact section. A phone has them in the hero, so the
 * card is not drawn there.
 */
function AtAGlance({ intro, toContact }: { intro: AboutIntro; toContact: boolean }) {
  const messages = useMessages();
  const facts = [
    { term: messages["about.glance.role"], value: intro.jobTitle },
    { term: messages["about.glance.basedIn"], value: intro.location },
  ];
  return (
    <aside
      aria-labelledby="about-glance-title"
      className="card mt-6 hidden self-start p-6 lg:col-start-2 lg:row-start-2 lg:block"
    >
      <h3 id="about-glance-title" className={SUBHEADING}>
        {messages["about.glance.title"]}
      </h3>
      <dl className="mt-5 space-y-4">
        {facts.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="mt-0.5 font-semibold text-ink">
              <Words text={value} />
            </dd>
          </div>
        ))}
      </dl>
      {toContact && (
        <SectionLink
          to={SECTION_IDS.contact}
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
        >
          {messages["about.glance.reach"]}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </SectionLink>
      )}
    </aside>
  );
}

export const aboutContent = graphql`
  fragment AboutIntro on SiteJson {
    about
    jobTitle
    location
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
