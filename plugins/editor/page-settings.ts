import type { CmsConfig } from "decap-cms-core";
import type { TranslationPlan } from "../site-content/merge-translation";

/**
 * What the build writes into /admin/index.html for the editor's script: data
 * in the page rather than constants in the bundle, so the bundle is the same
 * for every site and every build can reuse it.
 */
export interface EditorSettings {
  /** The generated configuration, with the repository and the site's address. */
  config: CmsConfig;
  /** The site's compiled styles for the preview pane, beside the script. */
  previewStylesheet: string;
  /** How each content file's translations lie over it, by the file's entry name ("site"), for the previews. */
  translationPlans: Record<string, TranslationPlan>;
  /** Under `npm run edit`: whether each publish is committed (`--commit`) or left for the owner to commit. */
  localSaving?: "commit" | "manual";
}

/** The id of the JSON block in the page that holds the settings. */
export const EDITOR_SETTINGS_ID = "editor-settings";
