import type { MessageKey, Messages } from "../i18n/messages";

/**
 * The page's sections, in their default order: one list that the page, the
 * footer's quick links, the content schema and the tests all read. An id is
 * the page's public contract (links and tests use it); `navLabel` puts the
 * section in the footer's quick links under the message of that key.
 */
export const SECTIONS = [
  { id: "hero" },
  { id: "about", navLabel: "sections.about" },
  { id: "projects", navLabel: "sections.projects" },
  { id: "experience", navLabel: "sections.experience" },
  { id: "writing", headerLabel: "writing.title" },
  { id: "chat", headerLabel: "chat.title" },
  { id: "contact", navLabel: "sections.contact" },
] as const satisfies readonly { id: string; navLabel?: MessageKey; headerLabel?: MessageKey }[];

export type SectionId = (typeof SECTIONS)[number]["id"];

/** Each id under its own name, for code that means one section. */
export const SECTION_IDS = Object.fromEntries(SECTIONS.map(({ id }) => [id, id])) as {
  readonly [Id in SectionId]: Id;
};

/** The hero opens the page whatever the owner lists; the others can be ordered and hidden. */
export const FIRST_SECTION = SECTION_IDS.hero;
export const ORDERABLE_SECTION_IDS = SECTIONS.map(({ id }) => id).filter(
  (id): id is Exclude<SectionId, typeof FIRST_SECTION> => id !== FIRST_SECTION,
) as [Exclude<SectionId, typeof FIRST_SECTION>, ...Exclude<SectionId, typeof FIRST_SECTION>[]];

export const MAIN_CONTENT_ID = "main";

/**
 * What the page hands each section's view (`<Name>Section` in
 * src/components/sections/<id>.tsx): the data of its fragment on the page
 * query (`fragment <Name>Section on Query`), every content file in it present,
 * and the sections shown.
 */
export interface SectionProps<Fragment> {
  content: { readonly [File in keyof Fragment]-?: NonNullable<Fragment[File]> };
  shown: readonly SectionId[];
}

export function isSectionId(value: string): value is SectionId {
  return SECTIONS.some(({ id }) => id === value);
}

/**
 * The sections the page shows, in order: the hero, then the owner's list
 * from site.json, or every section in the default order without one, less
 * those with nothing to show (the writing section without posts). The
 * build has checked the list already, so an unknown or repeated id (only
 * possible under `npm run develop` while a mistake is being fixed) is skipped.
 */
export function visibleSections(ownerOrder?: readonly string[] | null, empty: readonly SectionId[] = []): SectionId[] {
  const rest = ownerOrder ?? ORDERABLE_SECTION_IDS;
  const listed = rest.filter(
    (id): id is SectionId => isSectionId(id) && id !== FIRST_SECTION && !empty.includes(id as SectionId),
  );
  return [FIRST_SECTION, ...new Set(listed)];
}

/** The sections a page of this language has nothing for: the writing section where it has no posts. */
export const emptySections = (posts: number): SectionId[] => (posts > 0 ? [] : [SECTION_IDS.writing]);

type Section = (typeof SECTIONS)[number];
type LabelKey<Field extends string> = Extract<Section, Record<Field, MessageKey>>[Field];

/** The messages the quick links are named with. */
export type QuickLinkMessages = Pick<Messages, "sections.home" | LabelKey<"navLabel">>;

/** The messages the header's links are named with. */
export type HeaderLinkMessages = Pick<Messages, "sections.home" | LabelKey<"navLabel"> | LabelKey<"headerLabel">>;

type SectionLink = { label: string; to: SectionId | "top"; headerOnly?: true };

/** Home, then each shown section that `labelOf` names, in the page's order. */
function sectionLinks(
  shown: readonly SectionId[],
  home: string,
  labelOf: (section: Section) => Omit<SectionLink, "to"> | undefined,
): SectionLink[] {
  const links = SECTIONS.flatMap((section) => {
    const link = shown.includes(section.id) ? labelOf(section) : undefined;
    return link === undefined ? [] : [{ ...link, to: section.id }];
  });
  return [{ label: home, to: "top" }, ...links.sort((a, b) => shown.indexOf(a.to) - shown.indexOf(b.to))];
}

/** The footer's quick links: Home, then each shown section that has a label there, named in the page's language. */
export function quickLinks(shown: readonly SectionId[], messages: QuickLinkMessages): SectionLink[] {
  return sectionLinks(shown, messages["sections.home"], (section) =>
    "navLabel" in section ? { label: messages[section.navLabel] } : undefined,
  );
}

/**
 * The header's links: the quick links, and the sections only the header
 * names (the chat, by its title), marked `headerOnly`.
 */
export function headerLinks(shown: readonly SectionId[], messages: HeaderLinkMessages): SectionLink[] {
  return sectionLinks(shown, messages["sections.home"], (section) => {
    if ("navLabel" in section) return { label: messages[section.navLabel] };
    return "headerLabel" in section ? { label: messages[section.headerLabel], headerOnly: true } : undefined;
  });
}
