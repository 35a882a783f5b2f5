import React, { useMemo, useRef } from "react";
import { graphql } from "gatsby";
import type { HeroContent } from "../../lib/content-types";
import { photosFromQuery } from "../../lib/photo-sources";
import { HERO_CONTENT_ATTR } from "../../boot/contract";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { useImagePreload } from "../../hooks/use-image-preload";
import { HeroActions } from "../hero/hero-actions";
import { HeroIntro } from "../hero/hero-intro";
import { HeroLoader } from "../hero/hero-loader";
import { HeroPhotoStack } from "../hero/hero-photo-stack";
import { HeroScript } from "../../boot/hero-script";
import { STACK_PHOTO_SELECTOR } from "../hero/photo-stack-image";
import { cn } from "../../lib/cn";

interface HeroProps {
  site: HeroContent;
}

/**
 * The first screen. Name and tagline are server-rendered; with JavaScript the
 * content stays hidden (its space kept) behind a loader until every photo has
 * settled, and without JavaScript it shows at once. On the first load the
 * inline script right after it (boot/hero-script.tsx) reveals it before
 * hydration and records the photo stack's swipes until the stack handles them.
 */
export function Hero({ site }: HeroProps) {
  const photos = useMemo(() => photosFromQuery(site.heroPhotos), [site.heroPhotos]);
  const galleryRef = useRef<HTMLDivElement>(null);
  const { percent, isComplete } = useImagePreload(galleryRef, STACK_PHOTO_SELECTOR, photos.length);

  return (
    <section
      id={SECTION_IDS.hero}
      aria-labelledby="hero-title"
      className="section relative flex items-center pt-[calc(var(--header-height)+1rem)] sm:pt-[calc(var(--header-height)+2rem)] lg:pt-[calc(var(--header-height)+4rem)] short:min-h-[100svh] short:pb-12 short:pt-[calc(var(--header-height)+1.5rem)]"
    >
      {!isComplete && <HeroLoader percent={percent} />}
      <div
        className={cn(
          "relative flex w-full flex-col items-center gap-6 sm:gap-10 lg:flex-row-reverse lg:justify-between lg:gap-16 short:flex-row short:justify-start short:gap-8 max-sm:short:gap-4 md:short:gap-12",
          !isComplete && "hero-pending:invisible",
        )}
        {...{ [HERO_CONTENT_ATTR]: "" }}
      >
        {/* The photo ends the row from lg and starts it on a low screen. The front photo stands on the content edge,
            like the header's controls above it; its fanned backs lean away from that edge (photo-deck.css). On a low
            screen from md the gap is 48 px: at 32, 20 px clear of the backs, the name crowded the deck, and the wider
            gap won 4 of 4 blind pairs (844×390, both themes and languages). */}
        <div ref={galleryRef} className="shrink-0">
          <HeroPhotoStack photos={photos} />
        </div>
        <div className="flex max-w-2xl flex-col items-center gap-5 text-center sm:gap-8 lg:flex-1 lg:items-start lg:text-left 2xl:max-w-3xl short:flex-1 short:items-start short:gap-5 short:text-left">
          <HeroIntro name={site.name} tagline={site.tagline} subLines={site.subLines} location={site.location} />
          <HeroActions cvPath={site.cv.publicURL ?? ""} email={site.email} linkedinUrl={site.linkedinUrl} />
        </div>
      </div>
      <HeroScript />
    </section>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function HeroSection({ content }: SectionProps<Queries.HeroSectionFragment>) {
  return <Hero site={content.siteJson} />;
}

export const heroContent = graphql`
  fragment HeroContent on SiteJson {
    name
    tagline
    subLines
    location
    email
    linkedinUrl
    cv {
      publicURL
    }
    heroPhotos {
      alt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 400
            height: 420
            sizes: "(min-width: 445px) 400px, 90vw"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            # Below sharp's 50: the hero waits for all its photos, and drawn line art cost 12 KB a photo at 800w there.
            avifOptions: { quality: 40 }
          )
        }
      }
    }
  }

  fragment HeroSection on Query {
    siteJson(lang: { eq: $lang }) {
      ...HeroContent
    }
  }
`;
