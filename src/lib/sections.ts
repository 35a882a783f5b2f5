/** Section ids are the page's public contract: links, tests and the footer use them. */
export const SECTION_IDS = {
  hero: "hero",
  about: "about",
  projects: "projects",
  experience: "experience",
  chat: "chat",
  contact: "contact",
} as const;

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export const MAIN_CONTENT_ID = "main";
