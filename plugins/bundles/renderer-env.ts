/**
 * Gatsby compiles every variable of the build's environment into the HTML
 * renderer, where the browser bundles get only `GATSBY_*` and its own. Any
 * change to the environment, even one variable added by the shell, then
 * invalidates webpack's cache of the renderer and it is compiled again. The
 * renderer is given the browser's set instead, so it is rebuilt only when the
 * code changes, and what the server renders reads the same variables as what
 * the browser hydrates.
 */

/** What Gatsby itself defines for both stages. */
const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);
const ENV_KEY = /^process\.env\.(.+)$/;

/** The definitions without the `process.env.*` ones that only the shell's environment put there. */
export function rendererDefinitions(
  definitions: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([key]) => {
      const name = ENV_KEY.exec(key)?.[1];
      return name === undefined || GATSBY_OWN.has(name) || name.startsWith("GATSBY_") || !(name in env);
    }),
  );
}
