import React from "react";
import { Mail, MapPin } from "lucide-react";
import { SECTION_IDS } from "../../lib/sections";
import { Icon } from "../ui/icon";

interface FooterProps {
  name: string;
  location: string;
  email: string;
  linkedinUrl: string;
}

const QUICK_LINKS = [
  { label: "Home", href: "#top" },
  { label: "About", href: `#${SECTION_IDS.about}` },
  { label: "Projects", href: `#${SECTION_IDS.projects}` },
  { label: "Experience", href: `#${SECTION_IDS.experience}` },
  { label: "Contact", href: `#${SECTION_IDS.contact}` },
] as const;

export function Footer({ name, location, email, linkedinUrl }: FooterProps) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="section flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between md:py-12">
        <nav aria-label="Quick links">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="hover:text-accent-ink">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 text-sm text-muted">
          <p className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {location}
          </p>
          <div className="flex gap-3">
            <a
              href={linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} on LinkedIn`}
              className="btn-secondary h-11 w-11 p-0"
            >
              <Icon name="linkedin" className="h-4 w-4" />
            </a>
            <a href={`mailto:${email}`} aria-label={`Email ${name}`} className="btn-secondary h-11 w-11 p-0">
              <Mail aria-hidden="true" className="h-4 w-4" />
            </a>
          </div>
        </div>
      </div>
      <p className="pb-8 text-center text-xs text-muted">
        © {new Date().getFullYear()} {name}
      </p>
    </footer>
  );
}
