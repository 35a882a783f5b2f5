/**
 * Plain names for the props of the sections, derived from the GraphQL
 * fragments each section declares (Gatsby's typegen writes the `Queries.*`
 * types), so a field added to a fragment is typed everywhere at once.
 */
export type HeroContent = Queries.HeroContentFragment;
export type ContactContent = Queries.ContactContentFragment;
export type ContactAction = ContactContent["contactActions"][number];
export type Project = Queries.ProjectsContentFragment["projects"][number];
export type AboutIntro = Queries.AboutIntroFragment;
export type Skill = Queries.AboutSkillsFragment["skills"][number];
export type Tool = Queries.AboutToolsFragment["tools"][number];
export type ExperienceEntry = Queries.ExperienceContentFragment["experience"][number];
export type ChatContent = Queries.ChatContentFragment;
