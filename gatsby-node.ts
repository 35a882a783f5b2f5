import type { GatsbyNode } from "gatsby";
import { checkBackendEnv } from "./src/lib/backend-config";

/** SPEC §5: a malformed or half-configured backend stops the build; none at all is fine. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { errors, warnings } = checkBackendEnv(process.env);
  warnings.forEach((warning) => reporter.warn(warning));
  if (errors.length > 0) reporter.panic(errors.join("\n"));
};

/**
 * Explicit types for everything under content/: a typo in a JSON file then
 * surfaces as a missing field instead of silently changing inferred types,
 * and typegen gives the page query non-null types for required fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      name: String!
      siteUrl: String!
      title: String!
      description: String!
      ogImage: File! @fileByRelativePath
      jobTitle: String!
      tagline: String!
      subLines: [String!]!
      about: [String!]!
      email: String!
      linkedinUrl: String!
      schedulingUrl: String!
      cvPath: String!
      location: String!
      availability: String!
      mail: SiteJsonMail!
      contactTaglines: [String!]!
      contactActions: [SiteJsonContactAction!]!
      heroPhotos: [SiteJsonHeroPhoto!]!
    }

    type SiteJsonMail {
      subject: String!
      body: String!
    }

    type SiteJsonContactAction {
      icon: String!
      hoverIcon: String!
      title: String!
      subtitle: String!
      action: String!
    }

    type SiteJsonHeroPhoto {
      image: File! @fileByRelativePath
      alt: String!
    }

    type ProjectsJson implements Node @dontInfer {
      title: String!
      description: String!
      image: File! @fileByRelativePath
      link: String!
      linkText: String
    }

    type ToolsJson implements Node @dontInfer {
      name: String!
      logo: File! @fileByRelativePath
    }

    type SkillsJson implements Node @dontInfer {
      icon: String!
      label: String!
    }

    type ExperienceJson implements Node @dontInfer {
      title: String!
      company: String!
      period: String!
      achievements: [String!]!
      logo: File @fileByRelativePath
    }

    type ChatJson implements Node @dontInfer {
      greeting: String!
      fallback: String!
      quickPrompts: [String!]!
      topics: [ChatJsonTopic!]!
    }

    type ChatJsonTopic {
      id: String!
      keywords: [String!]!
      reply: String!
    }
  `);
};
