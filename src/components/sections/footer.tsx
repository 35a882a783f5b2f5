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
import "./footer.css";

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
// A finger's 44 px at every width, a row each; from lg the quick links' rows and the ways to write share their lines.
const LINK = "inline-flex min-h-11 items-center text-ink underline-offset-4 hover:text-accent-ink hover:underline";
const CONTACT_LINK = `${LINK} gap-2`;

export function Footer({ name, jobTitle, location, email, linkedinUrl, shown = visibleSections(), home }: FooterProps) {
  const messages = useMessages();
  // The year is an element of its own (CurrentYear), set into the message where its placeholder stands.
  const copyright = formatMessageParts(messages["footer.copyright"], { year: <CurrentYear />, name });
  return (
    <footer className="border-t border-line">
      <div className="container-page footer-grid">
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
        <div className="footer-lists">
          <nav aria-labelledby="footer-quick-links">
            <p id="footer-quick-links" className={COLUMN_LABEL}>
              {messages["footer.quickLinks"]}
            </p>
            <ul className="footer-quick-links">
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
            {/* Named in words as well as by icon, and set as the quick links beside them are, a finger's 44 px each:
                as outlined buttons they outweighed the contact cards above them, which offer the same two ways. */}
            <ul className="footer-contact-links">
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
