import React from "react";
import { Download, LoaderCircle, Mail } from "lucide-react";
import { useCvDownload } from "../../features/cv-download/use-cv-download";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";

/** On a low screen the three are a little narrower, each on one line, so two rows of them fit beside the photo. */
const LOW_SCREEN = "short:gap-1.5 short:whitespace-nowrap short:px-3";

interface HeroActionsProps {
  cvPath: string;
  email: string;
  linkedinUrl: string;
}

/** Download CV (recorded, then downloaded whatever the record's outcome), the LinkedIn profile, and a mail link that keeps the address off the page. */
export function HeroActions({ cvPath, email, linkedinUrl }: HeroActionsProps) {
  const { start, isPending } = useCvDownload(cvPath);
  const DownloadIcon = isPending ? LoaderCircle : Download;
  const messages = useMessages();

  return (
    // On a phone the two links share a row under the download where both fit (not at 320 px), so all three
    // fit the first screen with the name. A low screen (sideways, or zoomed to 200%) has the same two rows
    // beside the photo, a little narrower, whatever the language's labels, rather than a row that wraps one.
    // On a laptop's narrower column (lg) the same two rows, in every language. At tablet width and from xl the
    // three share a row where they fit; where a language's labels do not, the links move down as a pair.
    <div className="grid w-full grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-3 xs:flex xs:w-auto xs:flex-row xs:flex-wrap xs:justify-center lg:grid lg:w-full lg:max-w-sm xl:flex xl:w-auto xl:max-w-none xl:justify-start short:grid short:w-full short:max-w-sm short:grid-cols-2">
      <button
        type="button"
        onClick={start}
        aria-busy={isPending}
        className={cn("btn-primary col-span-full", LOW_SCREEN)}
      >
        <DownloadIcon aria-hidden="true" className={cn("h-4 w-4", isPending && "animate-spin")} />
        {messages["hero.downloadCv"]}
      </button>
      <div className="contents xs:flex xs:flex-wrap xs:justify-center xs:gap-3 lg:contents xl:flex xl:justify-start short:contents">
        <a href={linkedinUrl} target="_blank" rel="noopener noreferrer" className={cn("btn-secondary", LOW_SCREEN)}>
          <Icon name="linkedin" className="h-4 w-4" />
          {messages["hero.linkedin"]}
          <span className="sr-only">{messages["common.opensInNewTab"]}</span>
        </a>
        <a href={`mailto:${email}`} className={cn("btn-secondary", LOW_SCREEN)}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {messages["hero.contactMe"]}
        </a>
      </div>
    </div>
  );
}
