import CMS from "decap-cms-app";
import type { CmsConfig, PreviewTemplateComponentProps } from "decap-cms-core";
import { EDIT_SERVER_URL } from "../addresses";
import { collectionLanguage } from "../collections";
import { LANGUAGE_CODES, type LanguageCode } from "../../../src/i18n/languages";
import { ChatPreview, ExperiencePreview, ProjectsPreview, SitePreview, type PreviewProps } from "./previews";
import { CONTENT_FORMAT, createContentFormat, schemaOrderFrom, type OrderedField } from "./content-format";

/** The site's compiled styles, beside this script, for the preview pane. */
declare const __PREVIEW_STYLESHEET__: string;
/** Written into the bundle when the admin page is built: the generated configuration, with the repository. */
declare const __EDITOR_CONFIG__: CmsConfig;
/** Every collection of the generated configuration lists files, each with its fields. */
type FileCollection = { files: { fields: OrderedField[] }[] };

/**
 * The editor in the browser. Locally (`npm run edit`, on localhost) it saves
 * straight into the working copy, which decap-server can only do without the
 * editorial workflow; deployed, every change is a pull request.
 */
const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);

const files = (__EDITOR_CONFIG__.collections as unknown as FileCollection[]).flatMap((collection) => collection.files);
CMS.registerCustomFormat(CONTENT_FORMAT, "json", createContentFormat(schemaOrderFrom(files)));
const languageOf = (props: PreviewTemplateComponentProps): LanguageCode => {
  const code = collectionLanguage(String(props.entry.get("collection")));
  return code && (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : LANGUAGE_CODES[0];
};
const PREVIEWS = { site: SitePreview, projects: ProjectsPreview, experience: ExperiencePreview, chat: ChatPreview };
for (const [file, Preview] of Object.entries(PREVIEWS))
  CMS.registerPreviewTemplate(file, (props: PreviewTemplateComponentProps) => (
    // The previews read only the entry, its fields and getAsset, typed narrowly in previews.tsx.
    <Preview {...(props as unknown as PreviewProps)} language={languageOf(props)} />
  ));
CMS.registerPreviewStyle(__PREVIEW_STYLESHEET__);

CMS.init({
  config: {
    ...__EDITOR_CONFIG__,
    load_config_file: false,
    ...(local ? { publish_mode: "simple", local_backend: { url: EDIT_SERVER_URL } } : {}),
  },
});
