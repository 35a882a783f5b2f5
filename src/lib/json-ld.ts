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

export interface PostingInput {
  /** A post is a BlogPosting, a case study a CreativeWork. */
  type?: "BlogPosting" | "CreativeWork";
  headline: string;
  description: string;
  /** YYYY-MM-DD; a case study has none. */
  datePublished?: string;
  url: string;
  inLanguage: string;
  author: { name: string; url: string };
  image?: string;
}

/** JSON-LD for a post (schema.org BlogPosting) or a case study (CreativeWork), escaped as the Person's is. */
export function buildPostingJsonLd(post: PostingInput): string {
  const data = {
    "@context": "https://schema.org",
    "@type": post.type ?? "BlogPosting",
    headline: post.headline,
    description: post.description,
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    url: post.url,
    mainEntityOfPage: post.url,
    inLanguage: post.inLanguage,
    author: { "@type": "Person", name: post.author.name, url: post.author.url },
    ...(post.image ? { image: post.image } : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
