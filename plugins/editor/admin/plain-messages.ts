/**
 * Decap's English messages for a field the form refuses, reworded to say
 * what the field needs rather than which pattern it missed ("Link didn't
 * match the pattern: …"). The patterns' own descriptions (decap-config.ts)
 * are the ends of these sentences: "Link must be a web address starting with
 * https:// or http://."
 */
export const PLAIN_FIELD_MESSAGES = {
  required: "%{fieldLabel} is empty; write something here.",
  regexPattern: "%{fieldLabel} must be %{pattern}.",
  range: "%{fieldLabel} must be between %{minValue} and %{maxValue}.",
  rangeCount: "%{fieldLabel} must have %{minCount} to %{maxCount} entries.",
  rangeCountExact: "%{fieldLabel} must have exactly %{count} entries.",
  rangeMin: "%{fieldLabel} must have at least %{minCount} entries.",
  rangeMax: "%{fieldLabel} must have at most %{maxCount} entries.",
};

/** Said when a publish is stopped by a field the form refuses; the field itself is opened and named. */
export const PLAIN_TOASTS = {
  missingRequiredField: "Not saved: a field is empty. It is marked in red below.",
};

type Phrases = Record<string, unknown>;

const isPhrases = (value: unknown): value is Phrases =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Decap's phrases with the plain ones in their places; every other phrase as it was. */
export function withPlainMessages(phrases: Phrases): Phrases {
  const at = (value: unknown, key: string): Phrases => (isPhrases(value) && isPhrases(value[key]) ? value[key] : {});
  const editor = at(phrases, "editor");
  const pane = at(editor, "editorControlPane");
  const ui = at(phrases, "ui");
  return {
    ...phrases,
    editor: {
      ...editor,
      editorControlPane: { ...pane, widget: { ...at(pane, "widget"), ...PLAIN_FIELD_MESSAGES } },
    },
    ui: { ...ui, toast: { ...at(ui, "toast"), ...PLAIN_TOASTS } },
  };
}
