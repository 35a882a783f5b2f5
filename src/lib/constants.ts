/** SPEC §3: a project card's link label when the content gives none. */
export const DEFAULT_LINK_TEXT = "View project";
