/** What a contact button can do; each action in content/site.json names one of these. */
export const CONTACT_ACTION_KINDS = ["email", "schedule", "linkedin", "projects"] as const;

export type ContactActionKind = (typeof CONTACT_ACTION_KINDS)[number];
