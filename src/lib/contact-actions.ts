import { CONTACT_ACTION_KINDS, type ContactActionKind } from "./contact-action-kinds";
import { buildMailto, type MailDraft } from "./mailto";
import { SECTION_IDS, type SectionId } from "./sections";

export interface ContactLinks {
  email: string;
  mail: MailDraft;
  schedulingUrl: string;
  linkedinUrl: string;
}

/**
 * What a contact button does. Every target is a real href, so the button is a
 * link that works without JavaScript; `scrollTo` marks an in-page target that
 * is scrolled to smoothly when scripts run.
 */
export interface ContactActionTarget {
  kind: ContactActionKind;
  href: string;
  opensNewTab: boolean;
  scrollTo?: SectionId;
}

export function isContactActionKind(kind: string): kind is ContactActionKind {
  return (CONTACT_ACTION_KINDS as readonly string[]).includes(kind);
}

/** Maps a content action kind to its target; null for a kind this site does not know. */
export function resolveContactAction(kind: string, links: ContactLinks): ContactActionTarget | null {
  if (!isContactActionKind(kind)) return null;
  switch (kind) {
    case "email":
      return { kind, href: buildMailto(links.email, links.mail), opensNewTab: false };
    case "schedule":
      return { kind, href: links.schedulingUrl, opensNewTab: true };
    case "linkedin":
      return { kind, href: links.linkedinUrl, opensNewTab: true };
    case "projects":
      return { kind, href: `#${SECTION_IDS.projects}`, opensNewTab: false, scrollTo: SECTION_IDS.projects };
  }
}

/**
 * The contact buttons to render, in the owner's order: each with a target this
 * site knows, leaving out one that would scroll to a section the page hides.
 */
export function shownContactActions<A extends { action: string }>(
  actions: readonly A[],
  links: ContactLinks,
  shown: readonly SectionId[],
): { action: A; target: ContactActionTarget }[] {
  return actions.flatMap((action) => {
    const target = resolveContactAction(action.action, links);
    if (!target || (target.scrollTo && !shown.includes(target.scrollTo))) return [];
    return [{ action, target }];
  });
}
