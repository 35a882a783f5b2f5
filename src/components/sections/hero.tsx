import React from "react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Download, Mail } from "lucide-react";
import type { SiteContent } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { Icon } from "../ui/icon";

interface HeroProps {
  site: SiteContent;
}

export function Hero({ site }: HeroProps) {
  const [firstPhoto] = site.heroPhotos;
  const image = firstPhoto ? getImage(firstPhoto.image.childImageSharp?.gatsbyImageData ?? null) : undefined;

  return (
    <section
      id={SECTION_IDS.hero}
      aria-labelledby="hero-title"
      className="section flex min-h-[90vh] flex-col items-center justify-center gap-10 md:flex-row md:justify-between"
    >
      {image && firstPhoto && (
        <div className="w-[min(90vw,400px)]">
          <GatsbyImage
            image={image}
            alt={firstPhoto.alt}
            className="aspect-[20/21] w-full rounded-3xl"
            loading="eager"
          />
        </div>
      )}
      <div className="flex max-w-xl flex-col items-center gap-5 text-center md:items-start md:text-left">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {site.name}
        </h1>
        <p className="text-lg font-medium text-ink sm:text-xl">{site.tagline}</p>
        <p className="text-base text-muted sm:text-lg">{site.subLines[0]}</p>
        <div className="flex flex-wrap justify-center gap-3 md:justify-start">
          <a href={site.cvPath} download className="btn-primary">
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CV
          </a>
          <a href={site.linkedinUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            <Icon name="linkedin" className="h-4 w-4" />
            LinkedIn
          </a>
          <a href={`mailto:${site.email}`} className="btn-secondary">
            <Mail aria-hidden="true" className="h-4 w-4" />
            Contact Me
          </a>
        </div>
      </div>
    </section>
  );
}
