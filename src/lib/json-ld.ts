export interface PersonInput {
  name: string;
  jobTitle: string;
  email: string;
  location: string;
  url: string;
  image?: string;
  sameAs: string[];
}

/**
 * JSON-LD for a schema.org Person. Built with JSON.stringify and with "<"
 * escaped, so content can never close the surrounding <script> element.
 */
export function buildPersonJsonLd(person: PersonInput): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    email: `mailto:${person.email}`,
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
    address: { "@type": "PostalAddress", addressLocality: person.location },
    sameAs: person.sameAs,
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
