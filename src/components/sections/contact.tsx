import React from "react";
import { graphql } from "gatsby";
import type { ContactContent } from "../../lib/content-types";
import { shownContactActions } from "../../lib/contact-actions";
import { SECTION_IDS, visibleSections, type SectionId } from "../../lib/sections";
import { AvailabilityBadge } from "../contact/availability-badge";
import { ContactActionButton } from "../contact/contact-action-button";
import { RotatingTagline } from "../contact/rotating-tagline";
import { SayHi } from "../contact/say-hi";
import { useMessages } from "../../hooks/use-messages";

interface ContactProps {
  site: ContactContent;
  /** The sections on the page: a button that would scroll to a hidden one is left out. */
  shown?: readonly SectionId[];
}

export function Contact({ site, shown = visibleSections() }: ContactProps) {
  const actions = shownContactActions(site.contactActions, site, shown);
  const messages = useMessages();

  return (
    <section id={SECTION_IDS.contact} aria-labelledby="contact-title" className="section text-center">
      <h2 id="contact-title" className="section-title">
        {messages["contact.title"]}
      </h2>
      <RotatingTagline phrases={site.contactTaglines} />
      <div className="mt-6">
        <AvailabilityBadge text={site.availability} />
      </div>
      {actions.length > 0 && (
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
          {actions.map(({ action, target }) => (
            // An odd one out sits centred below the pairs, one column wide, rather than alone on the left.
            <li
              key={action.action}
              className="sm:last:odd:col-span-2 sm:last:odd:w-[calc(50%-0.5rem)] sm:last:odd:justify-self-center"
            >
              <ContactActionButton action={action} target={target} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <SayHi email={site.email} />
      </div>
    </section>
  );
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
`;
