/**
 * Plain props for the sections, derived from the generated types of the index
 * page query, so a field added to the query is typed everywhere at once.
 */
type IndexData = Queries.IndexPageQuery;

export type SiteContent = NonNullable<IndexData["siteJson"]>;
export type HeroPhoto = SiteContent["heroPhotos"][number];
export type ContactAction = SiteContent["contactActions"][number];
export type Project = IndexData["allProjectsJson"]["nodes"][number];
export type Skill = IndexData["allSkillsJson"]["nodes"][number];
export type Tool = IndexData["allToolsJson"]["nodes"][number];
export type ExperienceEntry = IndexData["allExperienceJson"]["nodes"][number];
export type ChatContent = NonNullable<IndexData["chatJson"]>;
export type ChatTopic = ChatContent["topics"][number];
