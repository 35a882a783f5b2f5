/** What a contact button does (SPEC §2 Contact, in order); each action in content/site.json names one. */
export const CONTACT_ACTION_KINDS = ["email", "schedule", "linkedin", "projects"] as const;

export type ContactActionKind = (typeof CONTACT_ACTION_KINDS)[number];
