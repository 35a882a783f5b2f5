import type { GatsbyNode } from "gatsby";

/**
 * The interface's own texts, as the owner may reword them in site.json's
 * `messages`: their names with the first language's wording, and how a text
 * names its placeholders. The interface owns them (src/i18n/) and hands them
 * in (gatsby-config's plugin options, the editor's entry point), so this
 * plugin imports no interface code, and a new interface text changes no file
 * generated from the schema.
 */
export interface InterfaceTexts {
  texts: Readonly<Record<string, string>>;
  placeholdersOf(text: string): readonly string[];
}

/** The plugin option that carries them, for the plugins that take it (this one and the editor). */
export const interfaceTextsOptionSchema: NonNullable<GatsbyNode["pluginOptionsSchema"]> = ({ Joi }) =>
  Joi.object({
    interfaceTexts: Joi.object({
      texts: Joi.object().pattern(Joi.string(), Joi.string()).required(),
      placeholdersOf: Joi.function().required(),
    }),
  });

export const interfaceTextsOf = (options: object) => (options as { interfaceTexts?: InterfaceTexts }).interfaceTexts;
