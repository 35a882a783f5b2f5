import React, { Fragment } from "react";
import { graphql } from "gatsby";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import { buildMailto } from "../../lib/mailto";
import { quickLinks, visibleSections, type SectionId } from "../../lib/sections";
import { CurrentYear } from "../ui/current-year";
import { LinkedInIcon } from "../ui/linkedin-icon";
import { SectionLink } from "../ui/section-link";
import { useMessages } from "../../hooks/use-messages";
import { formatMessage, formatMessageParts } from "../../i18n/messages";
import { Words } from "../ui/words";

interface FooterProps {
  name: string;
  jobTitle: string;
  location: string;
  email: string;
  linkedinUrl: string;
  /** The sections on the page, in order: only they get a quick link. */
  shown?: readonly SectionId[];
  /** The home page's path, below a page of its own (a post): the quick links lead to its sections. */
  home?: string;
}

const COLUMN_LABEL = "text-xs font-semibold uppercase tracking-wider text-muted";
const LINK = "inline-flex min-h-8 items-center text-ink underline-offset-4 hover:text-accent-ink hover:underline";
const CONTACT_LINK = `${LINK} gap-2`;

export function Footer({ name, jobTitle, location, email, linkedinUrl, shown = visibleSections(), home }: FooterProps) {
  const messages = useMessages();
  // The year is an element of its own (CurrentYear), set into the message where its placeholder stands.
  const copyright = formatMessageParts(messages["footer.copyright"], { year: <CurrentYear />, name });
  return (
    <footer className="border-t border-line">
      {/* The name, then the lists: under it and under each other until md, and side by side under it until lg,
          where the three stand in a row with even gaps, each list one row, the last ending on the content's edge.
          Three reviews read the columns of three that stood there before as a zig-zag, with a last link alone on its
          row. */}
      <div className="container-page grid gap-10 py-12 lg:flex lg:items-start lg:justify-between lg:gap-x-12 xl:gap-x-16">
        <div>
          {/* In the face the header and the hero set it in, so the page ends with the name it opens with. */}
          <p className="font-display text-2xl leading-tight text-ink">{name}</p>
          <p className="mt-1 text-sm text-muted">
            <Words text={jobTitle} />
          </p>
          <p className="mt-3 inline-flex items-center gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {location}
          </p>
        </div>
        <div className="grid gap-10 md:flex md:justify-between md:gap-x-12 lg:contents">
          <nav aria-labelledby="footer-quick-links">
            <p id="footer-quick-links" className={COLUMN_LABEL}>
              {messages["footer.quickLinks"]}
            </p>
            {/* On a phone, rows of three: a row of five left one alone on its second line, and a column of five made
                the footer taller than the screen's width warrants. Columns that read down read, row by row, out of
                the page's order. From xs, where a row fits, one row. */}
            <ul className="mt-3 grid grid-cols-[repeat(3,max-content)] gap-x-8 gap-y-1 text-sm font-medium xs:flex xs:flex-wrap xs:gap-x-6">
              {quickLinks(shown, messages).map((link) => (
                <li key={link.label}>
                  <SectionLink to={link.to} home={home} className={LINK}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <p className={COLUMN_LABEL}>{messages["footer.getInTouch"]}</p>
            {/* Named in words as well as by icon, like the quick links beside them. */}
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
              <li>
                <a
                  href={linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={formatMessage(messages["footer.linkedin"], { name })}
                  className={CONTACT_LINK}
                >
                  <LinkedInIcon aria-hidden="true" focusable="false" className="h-4 w-4 text-muted" />
                  {messages["footer.linkedinLabel"]}
                </a>
              </li>
              <li>
                <a
                  href={buildMailto(email)}
                  aria-label={formatMessage(messages["footer.email"], { name })}
                  className={CONTACT_LINK}
                >
                  <Mail aria-hidden="true" className="h-4 w-4 text-muted" />
                  {messages["footer.emailLabel"]}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-sm text-muted">
          {copyright.map((part, position) => (
            <Fragment key={position}>
              {/* The last words of the line stay together, as everywhere on the page. */}
              {position === copyright.length - 1 && typeof part === "string" ? <Words text={part} /> : part}
            </Fragment>
          ))}
        </p>
      </div>
    </footer>
  );
}

export const footerContent = graphql`
  fragment FooterContent on SiteJson {
    name
    jobTitle
    location
    email
    linkedinUrl
  }
`;
