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
      {/* From xl the heading spans the section, as every section's does, and the invitation (tagline, status
          and greeting) stands beside the ways to act on it; below xl it comes first, the actions under it. */}
      <div className="grid gap-x-16 gap-y-10 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:gap-y-6">
        <div className="xl:contents">
          <h2 id="contact-title" className="section-title xl:col-span-2">
            <Words text={messages["contact.title"]} />
          </h2>
          {/* The status, then the greeting that answers it, then the rotating tagline: the tagline keeps room for
              its longest line, and above the greeting that room stood as a hole of up to two empty lines, a
              different one in each language, while a short line showed; last, it falls in the gap before the
              cards, or at xl at the foot of its column. */}
          <div className="mt-4 flex flex-col items-start gap-6 xl:mt-0">
            <AvailabilityBadge text={site.availability} />
            <SayHi email={site.email} />
            <RotatingTagline phrases={site.contactTaglines} />
          </div>
        </div>
        {actions.length > 0 && (
          <ul className="grid content-start gap-4 xs:grid-cols-2">
            {actions.map(({ action, target }) => (
              // Two columns from xs, where one 536 px card a row left half of each empty; an odd one out spans both
              // columns rather than standing alone beside a gap.
              <li key={action.action} className="xs:last:odd:col-span-2">
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
