import CMS from "decap-cms-app";
import type { ComponentType } from "react";
import type { CmsWidgetControlProps, PreviewTemplateComponentProps } from "decap-cms-core";
import { EDIT_SERVER_URL } from "../addresses";
import { EDITOR_SETTINGS_ID, type EditorSettings } from "../page-settings";
import { collectionLanguage, FIRST_COLLECTION } from "../collections";
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from "../../../src/i18n/languages";
import {
  ChatPreview,
  ExperiencePreview,
  NotDrawnPreview,
  ProjectsPreview,
  SitePreview,
  type PreviewProps,
} from "./previews";
import { OrderedChoiceControl } from "./ordered-choice";
import { watchSaves } from "./save-problems-panel";
import { withCharacterCount, type ControlProps } from "./character-count";
import { ORDERED_CHOICE_WIDGET } from "./ordered-choice-field";
import { withListHelp, type ListProps } from "./list-control";
import { withPlainMessages } from "./plain-messages";
import { keysToWrite } from "../../site-content/entry-keys";
import { CONTENT_FORMAT, createContentFormat, schemaOrderFrom, type OrderedField } from "./content-format";
import {
  addressProblem,
  entryFormOfDraft,
  reloadOnEntryMove,
  WrongAddress,
  type FileCollections,
} from "./entry-address";

const settings = document.getElementById(EDITOR_SETTINGS_ID)?.textContent;
if (!settings) throw new Error(`The page lacks the editor's settings (#${EDITOR_SETTINGS_ID}); the build writes them.`);
const { config, previewStylesheet, translationPlans, localSaving = "manual" } = JSON.parse(settings) as EditorSettings;
/** Every collection of the generated configuration lists files, each with its fields. */
type FileCollection = Omit<FileCollections[number], "files"> & {
  files?: (NonNullable<FileCollections[number]["files"]>[number] & { fields: OrderedField[] })[];
};

/**
 * The editor in the browser. Locally (`npm run edit`, on localhost) it saves
 * straight into the working copy, which decap-server can only do without the
 * editorial workflow; deployed, every change is a pull request.
 */
const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);

const collections = config.collections as unknown as FileCollection[];
/** Said above each collection's entries, so the owner knows where a local publish goes and what is left to do. */
const LOCAL_SAVING = {
  manual:
    "Publish saves into content/ on this computer. Commit the change with git to put it online, or start the editor with `npm run edit -- --commit` to have each publish committed.",
  commit: "Publish saves into content/ on this computer and commits it with git, named after the entry.",
};
const files = collections.flatMap((collection) => collection.files ?? []);
CMS.registerCustomFormat(CONTENT_FORMAT, "json", createContentFormat(schemaOrderFrom(files)));
const languageOf = (props: PreviewTemplateComponentProps): LanguageCode => {
  const code = collectionLanguage(String(props.entry.get("collection")));
  return code && (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : LANGUAGE_CODES[0];
};
const PREVIEWS = { site: SitePreview, projects: ProjectsPreview, experience: ExperiencePreview, chat: ChatPreview };
for (const [file, Preview] of Object.entries(PREVIEWS)) {
  const plan = translationPlans[file];
  if (!plan) throw new Error(`The editor's settings lack the translation plan of ${file}.json; the build writes them.`);
  CMS.registerPreviewTemplate(file, (props: PreviewTemplateComponentProps) => (
    // The previews read only the entry, its fields and getAsset, typed narrowly in previews.tsx.
    <Preview {...(props as unknown as PreviewProps)} language={languageOf(props)} plan={plan} />
  ));
}
// Every other file, whatever sections the site has grown, says in the pane that it is not drawn there.
// Each language's collection has the same files, by the same names: one template serves them all.
for (const { name, label } of new Map(files.map((file) => [file.name, file])).values()) {
  if (name in PREVIEWS) continue;
  CMS.registerPreviewTemplate(name, (props: PreviewTemplateComponentProps) => (
    <NotDrawnPreview label={label} language={languageOf(props)} view={(props as { window?: Window }).window} />
  ));
}
CMS.registerPreviewStyle(previewStylesheet);
// Every text with a limit counts its characters against it, under the field.
for (const name of ["string", "text"]) {
  const widget = CMS.getWidget(name);
  if (!widget) throw new Error(`Decap has no "${name}" widget to add a character count to.`);
  // Decap's types call the control its props; it is the component.
  const control = widget.control as unknown as ComponentType<ControlProps>;
  CMS.registerWidget(
    name,
    withCharacterCount(control) as unknown as ComponentType<CmsWidgetControlProps>,
    widget.preview as never,
  );
}
// The form's refusals say what a field needs, in the owner's words rather than the pattern's.
CMS.registerLocale("en", withPlainMessages(CMS.getLocale("en") as Record<string, unknown>));
// A further language's list of keyed entries shows which of the first language's it lacks, and adds them.
const listWidget = CMS.getWidget("list");
if (!listWidget) throw new Error('Decap has no "list" widget to show a translation\'s missing entries on.');
const languageName = (code: string | null) =>
  code && (LANGUAGE_CODES as readonly string[]).includes(code) ? LANGUAGES[code as LanguageCode].name : null;
CMS.registerWidget(
  "list",
  withListHelp(listWidget.control as unknown as ComponentType<ListProps>, translationPlans, {
    first: LANGUAGES[LANGUAGE_CODES[0]].name,
    of: (collection) => languageName(collectionLanguage(collection)),
  }) as unknown as ComponentType<CmsWidgetControlProps>,
  listWidget.preview as never,
);
// The control reads only what it uses of Decap's props, typed narrowly in ordered-choice.tsx.
CMS.registerWidget(ORDERED_CHOICE_WIDGET, OrderedChoiceControl as unknown as ComponentType<CmsWidgetControlProps>);

// Decap keeps an entry's form while the address moves straight to another entry; a new page loads that one.
reloadOnEntryMove();
// Should the form and the address part anyway, a save is refused rather than written into the wrong file.
// A first-language entry saved without its key gets the one its translations will name, written once.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const collection = String(entry.get("collection"));
    const slug = String(entry.get("slug"));
    const form = entryFormOfDraft(collection, slug, !!entry.get("newRecord"));
    const problem = addressProblem(collections, form, window.location.hash);
    if (problem) throw new WrongAddress(problem);
    const plan = translationPlans[slug];
    if (collection !== FIRST_COLLECTION || !plan) return undefined;
    const data = entry.get("data");
    const keys = keysToWrite(data.toJS(), plan);
    return keys.length
      ? keys.reduce((written, { list, index, field, key }) => written.setIn([list, index, field], key), data)
      : undefined;
  },
});

// Locally, a save the backend refuses stays on screen, in the build's words, until dismissed.
if (local) watchSaves(EDIT_SERVER_URL);

CMS.init({
  config: {
    ...config,
    load_config_file: false,
    ...(local
      ? {
          publish_mode: "simple",
          local_backend: { url: EDIT_SERVER_URL },
          collections: collections.map((collection) => ({
            ...collection,
            description: [LOCAL_SAVING[localSaving], (collection as { description?: string }).description]
              .filter(Boolean)
              .join(" "),
          })) as unknown as typeof config.collections,
        }
      : {}),
  },
});
