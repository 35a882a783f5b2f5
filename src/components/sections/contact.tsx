import React from "react";
import { graphql } from "gatsby";
import type { ContactContent } from "../../lib/content-types";
import { shownContactActions } from "../../lib/contact-actions";
import { SECTION_IDS, visibleSections, type SectionId, type SectionProps } from "../../lib/sections";
import { AvailabilityBadge } from "../contact/availability-badge";
import { ContactActionButton } from "../contact/contact-action-button";
import { RotatingTagline } from "../contact/rotating-tagline";
import { SayHi } from "../contact/say-hi";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../ui/words";
import "../contact/contact-layout.css";

interface ContactProps {
  site: ContactContent;
  /** The sections on the page: a button that would scroll to a hidden one is left out. */
  shown?: readonly SectionId[];
}

export function Contact({ site, shown = visibleSections() }: ContactProps) {
  const actions = shownContactActions(site.contactActions, site, shown);
  const messages = useMessages();

  return (
    <section id={SECTION_IDS.contact} aria-labelledby="contact-title" className="section">
      <div className="contact-grid">
        <div>
          <h2 id="contact-title" className="section-title">
            <Words text={messages["contact.title"]} />
          </h2>
          {/* The rotating tagline answers the heading, as a deck; the status and the greeting follow it, the
              greeting last, by the cards it stands beside. Under the greeting, the tagline read as a second heading
              arriving after the section's first action. It keeps room for its longest line, each phrase at its top.
              It stands 24 px under the heading, as the cards do from xl: at 16 px the pause control's ring nearly
              touched the heading's descenders, and 24 px won 28 of 28 blind pairs (320-1024 px, sideways, 200% zoom,
              both themes and languages). */}
          <div className="mt-6 flex flex-col items-start gap-6">
            <RotatingTagline phrases={site.contactTaglines} />
            {/* The greeting answers the status, on the line under it. */}
            <div className="flex flex-col items-start gap-1">
              <AvailabilityBadge text={site.availability} />
              <SayHi email={site.email} />
            </div>
          </div>
        </div>
        {actions.length > 0 && (
          <ul className="contact-actions">
            {actions.map(({ action, target }) => (
              // Two a row from md, where one 536 px card a row left half of each empty (contact-layout.css).
              <li key={action.action}>
                <ContactActionButton action={action} target={target} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function ContactSection({ content, shown }: SectionProps<Queries.ContactSectionFragment>) {
  return <Contact site={content.siteJson} shown={shown} />;
}

export const contactContent = graphql`
  fragment ContactContent on SiteJson {
    email
    mail {
      subject
      body
    }
    schedulingUrl
    linkedinUrl
    availability
    contactTaglines
    contactActions {
      icon
      hoverIcon
      title
      subtitle
      action
    }
  }

  fragment ContactSection on Query {
    siteJson(lang: { eq: $lang }) {
      ...ContactContent
    }
  }
`;
