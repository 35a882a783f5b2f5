import React, { useCallback, useState, type ReactNode } from "react";
import { graphql } from "gatsby";
import type { AboutIntro, Skill, Tool } from "../../lib/content-types";
import { SKILLS_PER_VIEW, TOOLS_PER_VIEW } from "../../lib/constants";
import type { PerView } from "../../lib/breakpoints";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { logoSource } from "../../lib/showcase-content";
import { AppCarousel } from "../../features/carousel/app-carousel";
import { CarouselContent, CarouselItem } from "../../features/carousel/carousel";
import { CarouselHeading } from "../../features/carousel/carousel-controls";
import { useMessages } from "../../hooks/use-messages";
import { TOOL_LOGO_BOX, ToolLogo } from "../about/tool-logo";
import { SkillPill } from "../about/skill-pill";
import { Words } from "../ui/words";
import { cn } from "../../lib/cn";
import "./about.css";

interface AboutProps {
  /** The paragraphs, and the owner's facts beside them. */
  intro: AboutIntro;
  skills: readonly Skill[];
  tools: readonly Tool[];
}

const SUBHEADING = "text-sm font-semibold uppercase tracking-wider text-muted";

export function About({ intro, skills, tools }: AboutProps) {
  const messages = useMessages();
  const [failedLogos, setFailedLogos] = useState<ReadonlySet<string>>(() => new Set());
  const onLogoFail = useCallback(
    (name: string) => setFailedLogos((failed) => (failed.has(name) ? failed : new Set(failed).add(name))),
    [],
  );

  return (
    <section
      id={SECTION_IDS.about}
      data-section="about"
      aria-labelledby="about-title"
      // The tools' strip reaches past the content's edges so that its first and last logos stand on them.
      className="section overflow-x-clip"
    >
      <div className={cn(intro.aboutFacts?.length && "flex flex-col md:grid md:grid-cols-2 md:gap-x-6 xl:grid-cols-3")}>
        <h2 id="about-title" className="section-title md:col-span-full md:row-start-1">
          <Words text={messages["about.title"]} />
        </h2>
        <div className={cn("about-text", intro.aboutFacts?.length && "about-text-beside")}>
          {intro.about.map((paragraph, position) => (
            // By position: two paragraphs may read the same.
            <p key={position}>
              <Words text={paragraph} prose />
            </p>
          ))}
        </div>
        {intro.aboutFacts?.length ? <AtAGlance facts={intro.aboutFacts} /> : null}
      </div>

      <AboutRow group="about.skills" count={skills.length} perView={SKILLS_PER_VIEW} className="mt-14">
        <CarouselContent>
          {skills.map((skill, position) => (
            <CarouselItem key={position}>
              <SkillPill skill={skill} />
            </CarouselItem>
          ))}
        </CarouselContent>
      </AboutRow>

      <AboutRow group="about.tools" count={tools.length} perView={TOOLS_PER_VIEW} className="mt-12">
        <CarouselContent edgeItemWidth={TOOL_LOGO_BOX}>
          {tools.map((tool, position) => (
            <CarouselItem key={position}>
              <ToolLogo
                name={tool.name}
                src={logoSource(tool.logo)}
                scale={tool.logo?.opticalScale}
                singleInk={tool.logo?.singleInk}
                failed={failedLogos.has(tool.name)}
                onFail={onLogoFail}
              />
            </CarouselItem>
          ))}
        </CarouselContent>
      </AboutRow>
    </section>
  );
}

interface AboutRowProps {
  /** Its texts: the subheading (`about.skills.heading`), the carousel's name and its arrows'. */
  group: "about.skills" | "about.tools";
  count: number;
  perView: PerView;
  className: string;
  /** Its CarouselContent. */
  children: ReactNode;
}

/**
 * One of the two rows under the paragraphs, under its subheading. They stand one above the other, so they share one
 * kind of control at every width: the arrows alone. A dozen logos' dots read as a bar across a phone, dots over a
 * counter as two designs, and "1 / 12" beside ten logos in view as the first of twelve pages.
 */
function AboutRow({ group, count, perView, className, children }: AboutRowProps) {
  const messages = useMessages();
  return (
    <AppCarousel messages={group} count={count} perView={perView} showsPosition={false} className={className}>
      <CarouselHeading>
        <h3 className={SUBHEADING}>{messages[`${group}.heading`]}</h3>
      </CarouselHeading>
      {children}
    </AppCarousel>
  );
}

/**
 * From tablet width the paragraphs keep their reading measure, and the width
 * beside them holds the owner's facts (what a recruiter looks for that the
 * page does not say elsewhere), set as a list between hairlines, level with
 * the paragraphs, on the tracks of the skill cards below: as many as
 * SKILLS_PER_VIEW shows, 1.5rem apart like the slides, so the list starts on
 * the last card's edge. Off it by 26-60 px (a fixed column, the hero photo's),
 * it lost 24 of 24 blind pairs at 768-2560 px. On a phone the list
 * stands first, under the heading: a recruiter from LinkedIn's app is the
 * visitor most likely to want these facts, and after the paragraphs they
 * started about 590 px down at 390 px. It stays after them in the
 * page's order, a note beside the introduction rather than its start.
 */
function AtAGlance({ facts }: { facts: NonNullable<AboutIntro["aboutFacts"]> }) {
  const messages = useMessages();
  return (
    <aside
      aria-labelledby="about-glance-title"
      className="mt-6 max-w-measure md:col-start-2 md:row-start-2 md:mt-7 xl:col-start-3"
    >
      <h3 id="about-glance-title" className={SUBHEADING}>
        {messages["about.glance.title"]}
      </h3>
      {/* One fact a row at every width: side by side, under the paragraphs at tablet width, three columns squeezed a
          German value into four lines, one word alone on one of them. */}
      <dl className="mt-3 divide-y divide-line border-y border-line">
        {facts.map(({ label, value }, position) => (
          // By position: two facts may share a label.
          <div key={position} className="py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-0.5 font-semibold text-ink">
              <Words text={value} />
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function AboutSection({ content }: SectionProps<Queries.AboutSectionFragment>) {
  return <About intro={content.siteJson} skills={content.skillsJson.skills} tools={content.toolsJson.tools} />;
}

export const aboutContent = graphql`
  fragment AboutIntro on SiteJson {
    about
    aboutFacts {
      label
      value
    }
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
        opticalScale
        singleInk
      }
    }
  }

  fragment AboutSection on Query {
    siteJson(lang: { eq: $lang }) {
      ...AboutIntro
    }
    skillsJson(lang: { eq: $lang }) {
      ...AboutSkills
    }
    toolsJson(lang: { eq: $lang }) {
      ...AboutTools
    }
  }
`;
