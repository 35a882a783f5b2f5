import React from "react";
import type { SiteContent } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { isIconName } from "../../lib/icon-names";
import { Icon } from "../ui/icon";

interface ContactProps {
  site: SiteContent;
}

export function Contact({ site }: ContactProps) {
  return (
    <section id={SECTION_IDS.contact} aria-labelledby="contact-title" className="section text-center">
      <h2 id="contact-title" className="section-title">
        Let&apos;s work together
      </h2>
      <p className="section-lead mx-auto">{site.contactTaglines[0]}</p>
      <p className="mx-auto mt-6 inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
        {site.availability}
      </p>
      <ul className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
        {site.contactActions.map((action) => (
          <li key={action.title} className="card flex items-center gap-4 p-5 text-left">
            {isIconName(action.icon) && <Icon name={action.icon} className="h-6 w-6" />}
            <span>
              <span className="block font-semibold">{action.title}</span>
              <span className="block text-sm text-muted">{action.subtitle}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-muted">Just Say Hi</p>
    </section>
  );
}
