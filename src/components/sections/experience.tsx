import React from "react";
import { graphql } from "gatsby";
import type { ExperienceEntry } from "../../lib/content-types";
import { EXPERIENCE_PER_VIEW } from "../../lib/constants";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { useHydrated } from "../../hooks/use-hydrated";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { AppCarousel } from "../../features/carousel/app-carousel";
import { CarouselContent, CarouselItem } from "../../features/carousel/carousel";
import { CarouselControls, CarouselNavigation, CarouselPager } from "../../features/carousel/carousel-controls";
import { useMessages } from "../../hooks/use-messages";
import { ExperienceCard } from "../experience/experience-card";
import { ExperienceTimeline } from "../experience/experience-timeline";
import { Words } from "../ui/words";

interface ExperienceProps {
  entries: readonly ExperienceEntry[];
}

/**
 * Below the mobile breakpoint a carousel of cards, from it on the timeline.
 * The server cannot know the width, so it renders both and CSS shows the
 * right one; once hydrated, useIsMobile keeps only the one in use, live on
 * resize.
 */
export function Experience({ entries }: ExperienceProps) {
  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  const showCarousel = !hydrated || isMobile;
  const showTimeline = !hydrated || !isMobile;
  const messages = useMessages();

  return (
    <section id={SECTION_IDS.experience} aria-labelledby="experience-title" className="section">
      {/* Positioned, so the carousel's arrows can stand on the heading's row as every other carousel's do. */}
      <div className="relative">
        <h2 id="experience-title" className="section-title">
          <Words text={messages["experience.title"]} />
        </h2>
        {showCarousel && (
          <div className="mt-6 md:hidden">
            <AppCarousel messages="experience" count={entries.length} perView={EXPERIENCE_PER_VIEW}>
              <CarouselContent adaptiveHeight>
                {entries.map((entry, position) => (
                  <CarouselItem key={position}>
                    <ExperienceCard entry={entry} />
                  </CarouselItem>
                ))}
              </CarouselContent>
              {/* The heading is the timeline's too, so it stays outside the carousel: the navigation is placed on its
                row (a 40 px heading beside 44 px buttons), and the dots centred below, as in the other carousels. */}
              <CarouselControls className="absolute -top-0.5 right-0">
                <CarouselNavigation />
              </CarouselControls>
              <CarouselPager />
            </AppCarousel>
          </div>
        )}
        {showTimeline && (
          <div className="mt-3 hidden md:block">
            <ExperienceTimeline entries={entries} />
          </div>
        )}
      </div>
    </section>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function ExperienceSection({ content }: SectionProps<Queries.ExperienceSectionFragment>) {
  return <Experience entries={content.experienceJson.experience} />;
}

export const experienceContent = graphql`
  fragment ExperienceContent on ExperienceJson {
    experience {
      title
      company
      period
      achievements
      logo {
        publicURL
      }
    }
  }

  fragment ExperienceSection on Query {
    experienceJson(lang: { eq: $lang }) {
      ...ExperienceContent
    }
  }
`;
