import React, { useEffect, useState, type ReactNode } from "react";
import { DARK_CLASS, DARK_SCHEME_QUERY, JS_CLASS, REACT_STARTED_ATTR } from "../../../src/boot/contract";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HeroIntro } from "../../../src/components/hero/hero-intro";
import { HeroActions } from "../../../src/components/hero/hero-actions";
import { PhotoStackStandIn } from "../../../src/components/hero/photo-stack-stand-in";
import type { StackPhoto } from "../../../src/lib/photo-sources";
import { SiteHeader } from "../../../src/components/layout/site-header";
import { PageLanguageContext } from "../../../src/hooks/use-page-language";
import { siteLanguages } from "../../../src/i18n/languages";
import { visibleSections } from "../../../src/lib/sections";
import { languagesOf } from "../../site-content/site-languages";
import { Projects } from "../../../src/components/sections/projects";
import { Experience } from "../../../src/components/sections/experience";
import { ViewWindowProvider } from "../../../src/hooks/view-window";
import { MessageBubble } from "../../../src/features/chat/message-bubble";
import { AccentStyle } from "../../../src/components/layout/accent-style";
import { MessagesProvider } from "../../../src/hooks/use-messages";
import { MESSAGE_TABLES } from "../../../src/i18n/message-tables";
import type { LanguageCode } from "../../../src/i18n/languages";
import type { ExperienceEntry, Project } from "../../../src/lib/content-types";
import { mergeByPlan, type TranslationPlan } from "../../site-content/merge-translation";
import { FIRST_COLLECTION } from "../collections";

/**
 * The preview pane: the edited file drawn with the site's own components and
 * styles, as a visitor will see that part of the page. Pictures come from the
 * editor (a chosen upload shows before it is saved); the build's resizing
 * and the page's motion are left out.
 */

/** What Decap hands a preview: the entry as an Immutable map, and a way to a picture's address. */
export interface PreviewProps {
  entry: Entry;
  getAsset(path: string, field?: unknown): { toString(): string } | undefined;
  /** Another collection's entry (with a slug) or entries: a map holding the file's data as plain values. */
  getCollection(collection: string, slug?: string): Promise<FoundEntry | FoundEntry[]>;
  fields: FieldList;
  /** The pane's frame: the site's components ask its width, as its stylesheet does. */
  window?: Window;
}
interface Entry {
  get(key: "collection" | "slug"): string;
  getIn(path: string[]): { toJS(): unknown } | undefined;
}
interface FoundEntry {
  get(key: "data"): unknown;
}
/** Decap's field configurations are Immutable.js lists of maps. */
interface FieldList {
  find(test: (field: FieldMap) => boolean): FieldMap | undefined;
}
interface FieldMap {
  get(key: "name"): string;
  get(key: "fields"): FieldList | undefined;
}

/** Decap's props, and what the editor adds: the page's language and the file's translation plan. */
type FilePreviewProps = PreviewProps & { language: LanguageCode; plan: TranslationPlan };

type Data = Record<string, unknown>;
const dataOf = (entry: Entry | undefined) => (entry?.getIn(["data"])?.toJS() ?? {}) as Data;

/** A file of the first language's collection, once the editor has it; none for a null slug. */
function useFirstLanguageFile(props: PreviewProps, slug: string | null): Data | null {
  const [file, setFile] = useState<Data | null>(null);
  const { getCollection } = props;
  // Decap's getCollection is one bound method for the editor's life, so the file is read once per entry.
  useEffect(() => {
    if (slug === null) return;
    let current = true;
    getCollection(FIRST_COLLECTION, slug).then(
      (found) => {
        const data = (Array.isArray(found) ? found[0] : found)?.get("data");
        if (current) setFile(typeof data === "object" && data !== null ? (data as Data) : null);
      },
      () => current && setFile(null),
    );
    return () => {
      current = false;
    };
  }, [getCollection, slug]);
  return file;
}

/**
 * The editor holds a field the owner has emptied as an empty text or null; the preview takes it as left out, so
 * the first language's text shows there, as on a page whose file leaves the field out.
 */
function withoutCleared(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCleared);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && field !== null)
      .map(([key, field]) => [key, withoutCleared(field)]),
  );
}

/**
 * The edited file as its page shows it: a further language's texts laid over
 * the first language's file by the build's own merge, along the file's plan.
 */
function useShownData(props: FilePreviewProps): Data {
  const own = dataOf(props.entry);
  const translation = props.entry.get("collection") !== FIRST_COLLECTION;
  const first = useFirstLanguageFile(props, translation ? props.entry.get("slug") : null);
  return first ? (mergeByPlan(props.plan, first, withoutCleared(own)).value as Data) : own;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** The editor's configuration of the field at `path`, which tells it the picture's folder. */
function fieldAt(props: PreviewProps, path: string[]): FieldMap | undefined {
  let fields: FieldList | undefined = props.fields;
  let found: FieldMap | undefined;
  for (const name of path) {
    found = fields?.find((field) => field.get("name") === name);
    fields = found?.get("fields");
  }
  return found;
}

/** A picture as the site's Picture draws a processed one, at the proportions the section gives it. */
function previewImage(src: string | undefined, width: number, height: number): IGatsbyImageData | undefined {
  return src ? { layout: "constrained", width, height, images: { fallback: { src } } } : undefined;
}

const assetUrl = (props: PreviewProps, path: unknown, field: string[]) =>
  typeof path === "string" && path ? props.getAsset(path, fieldAt(props, field))?.toString() : undefined;

/**
 * The pane's page as the site's early scripts leave the page's: scripts run
 * (the carousels' controls show) and React has taken over, in the theme the
 * owner's system asks for, followed as it changes.
 */
function useFrameAsPage(view: Window | undefined) {
  useEffect(() => {
    const root = view?.document.documentElement;
    if (!view || !root) return;
    root.classList.add(JS_CLASS);
    root.setAttribute(REACT_STARTED_ATTR, "");
    const scheme = view.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => root.classList.toggle(DARK_CLASS, scheme.matches);
    follow();
    scheme.addEventListener("change", follow);
    return () => scheme.removeEventListener("change", follow);
  }, [view]);
}

interface FrameProps {
  language: LanguageCode;
  accent: unknown;
  /** The pane's window, so carousels count their slides by the pane's width. */
  view?: Window;
  children: ReactNode;
}

/**
 * The page's frame: its language's interface texts and the owner's accent,
 * which the page's head sets, so the pane's highlights are the page's.
 */
function Frame({ language, accent, view, children }: FrameProps) {
  useFrameAsPage(view);
  return (
    <ViewWindowProvider view={view}>
      <MessagesProvider messages={MESSAGE_TABLES[language]}>
        <AccentStyle accent={typeof accent === "string" ? accent : null} />
        <div className="min-h-screen bg-page p-6 font-sans text-ink">{children}</div>
      </MessagesProvider>
    </ViewWindowProvider>
  );
}

/** The accent from site.json, for the previews of the other files. */
const useSiteAccent = (props: PreviewProps) => useFirstLanguageFile(props, "site")?.accent;

/**
 * The top of the page: the site's header, whose links follow the Sections
 * field in the owner's order, and the hero's name, lines and buttons beside
 * its front photo.
 */
export function SitePreview(props: FilePreviewProps) {
  const site = useShownData(props);
  const photos = list<{ image?: string; alt?: string }>(site.heroPhotos).map(
    ({ image, alt }, position): StackPhoto => ({
      key: `${position}:${image ?? ""}`,
      alt: text(alt),
      image: previewImage(assetUrl(props, image, ["heroPhotos", "image"]), 20, 21),
    }),
  );
  const all = siteLanguages(languagesOf(site));
  const language = { current: all.find(({ code }) => code === props.language) ?? all[0]!, all };
  const sections = Array.isArray(site.sections) ? list<string>(site.sections) : null;
  return (
    <Frame language={props.language} accent={site.accent} view={props.window}>
      <PageLanguageContext.Provider value={language}>
        <SiteHeader name={text(site.name)} shown={visibleSections(sections)} />
      </PageLanguageContext.Provider>
      {/* The hero's layout, with its photos as they lie before the stack's gestures load. */}
      <section
        aria-label="Hero"
        className="flex flex-col items-center gap-8 pt-[var(--header-height)] sm:gap-10 lg:flex-row lg:justify-center lg:gap-16"
      >
        {photos.length > 0 && <PhotoStackStandIn photos={photos} />}
        <div className="flex max-w-2xl flex-col items-center gap-6 text-center sm:gap-8 lg:items-start lg:text-left">
          <HeroIntro
            name={text(site.name)}
            tagline={text(site.tagline)}
            subLines={list<string>(site.subLines)}
            location={text(site.location)}
          />
          <HeroActions cvPath="" email={text(site.email)} linkedinUrl={text(site.linkedinUrl)} />
        </div>
      </section>
    </Frame>
  );
}

/** A project as the page's query gives it, its picture the editor's. */
function projectOf(props: FilePreviewProps, project: Data): Project {
  const image = previewImage(assetUrl(props, project.image, ["projects", "image"]), 3, 2);
  return {
    ...project,
    title: text(project.title),
    description: text(project.description),
    link: text(project.link),
    outcome: project.outcome ?? null,
    linkText: project.linkText ?? null,
    imageFocus: project.imageFocus ?? null,
    image: { childImageSharp: image ? { gatsbyImageData: image } : null },
  } as unknown as Project;
}

function experienceOf(props: FilePreviewProps, entry: Data): ExperienceEntry {
  const logo = assetUrl(props, entry.logo, ["experience", "logo"]);
  return { ...entry, logo: logo ? { publicURL: logo } : null } as unknown as ExperienceEntry;
}

/** The page's projects section: its carousel, as many cards to a view as the page shows at the pane's width. */
export function ProjectsPreview(props: FilePreviewProps) {
  const projects = list<Data>(useShownData(props).projects).map((project) => projectOf(props, project));
  return (
    <Frame language={props.language} accent={useSiteAccent(props)} view={props.window}>
      <Projects projects={projects} />
    </Frame>
  );
}

/** The page's experience section: the timeline, or on a narrow pane the phone's carousel. */
export function ExperiencePreview(props: FilePreviewProps) {
  const entries = list<Data>(useShownData(props).experience).map((entry) => experienceOf(props, entry));
  return (
    <Frame language={props.language} accent={useSiteAccent(props)} view={props.window}>
      <Experience entries={entries} />
    </Frame>
  );
}

export function ChatPreview(props: FilePreviewProps) {
  const chat = useShownData(props);
  const site = useFirstLanguageFile(props, "site");
  const ownerName = text(site?.name);
  const topics = list<{ id?: string; keywords?: string[]; reply?: string }>(chat.topics);
  const say = (id: string, words: string, isUser = false) => (
    <MessageBubble
      key={id}
      message={{ id, text: words, isUser, timestamp: 0 }}
      ownerName={ownerName}
      showTime={false}
    />
  );
  return (
    <Frame language={props.language} accent={site?.accent} view={props.window}>
      <ol aria-label="Chat replies" className="mx-auto flex max-w-md flex-col gap-3">
        {say("greeting", text(chat.greeting))}
        {topics.flatMap((topic, index) => [
          say(`ask-${index}`, topic.keywords?.[0] ?? topic.id ?? "", true),
          say(`reply-${index}`, text(topic.reply)),
        ])}
        {say("fallback", text(chat.fallback))}
      </ol>
    </Frame>
  );
}

/**
 * The pane for a file the previews do not draw (skills, tools, a section
 * added since): it says so, rather than Decap's list of raw values, which
 * would pass for a layout the page does not have.
 */
export function NotDrawnPreview({ label, language, view }: { label: string; language: LanguageCode; view?: Window }) {
  return (
    <Frame language={language} accent={null} view={view}>
      <div role="note" className="mx-auto max-w-md rounded-2xl border border-line bg-surface p-6 text-muted shadow-sm">
        <p className="font-semibold text-ink">{label} is not drawn here.</p>
        <p className="mt-2">
          The preview draws the hero, the projects, the experience and the chat&apos;s replies. {label} shows on the
          page itself: publish, then open View Live.
        </p>
      </div>
    </Frame>
  );
}
