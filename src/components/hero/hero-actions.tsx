import React from "react";
import Download from "lucide-react/icons/download";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Mail from "lucide-react/icons/mail";
import { useCvDownload } from "../../features/cv-download/use-cv-download";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";

/**
 * Beside a low screen's photo the column is narrow and short, so the buttons grow to fill the rows they take, a
 * little narrower and each on one line, so they take as few rows as they can. Elsewhere they keep their own width.
 */
const FILL_ROWS = "short:grow";
const LOW_SCREEN = "short:gap-1.5 short:whitespace-nowrap short:px-3";
/** Beside the photo until xl the text's column is 464 px at 1024 px: a step narrower, the three share a row in German too. */
const BESIDE_PHOTO = "lg:max-xl:px-4";
const BUTTON = cn(FILL_ROWS, LOW_SCREEN, BESIDE_PHOTO);
/**
 * Below xs the two links share one row, 288 px at 320 px, so their sides and the gap after the icon are a step
 * narrower: at the full step "Contact Me" fitted its 138 px button by 2 px, and broke in two in WebKitGTK.
 */
const LINK = cn("btn-secondary gap-1.5 px-3.5 xs:gap-2 xs:px-5", BUTTON);

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
    // On a phone the two links share a row under the download, down to 320 px, so the three take two rows. From
    // xs the three are pills of their own width that share a row where they fit; where a language's labels do
    // not, the links move down as a pair, so a row never holds one link alone. Beside the photo (lg, or a low
    // screen) they start at the text's edge.
    <div className="grid w-full grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3 xs:flex xs:w-auto xs:flex-row xs:flex-wrap xs:justify-center lg:justify-start short:justify-start">
      <button type="button" onClick={start} aria-busy={isPending} className={cn("btn-primary col-span-full", BUTTON)}>
        <DownloadIcon aria-hidden="true" className={cn("h-4 w-4", isPending && "animate-spin")} />
        {messages["hero.downloadCv"]}
      </button>
      <div
        className={cn(
          "contents xs:flex xs:flex-wrap xs:justify-center xs:gap-3 lg:justify-start short:justify-start",
          FILL_ROWS,
        )}
      >
        <a href={linkedinUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
          <Icon name="linkedin" className="h-4 w-4" />
          {messages["hero.linkedin"]}
          <span className="sr-only">{messages["common.opensInNewTab"]}</span>
        </a>
        <a href={`mailto:${email}`} className={LINK}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {messages["hero.contactMe"]}
        </a>
      </div>
    </div>
  );
}
