/**
 * An inline script written as a typed function: `(run)(config, ...helpers)`,
 * the way next-themes writes its script, so the code that runs before React
 * is linted, type-checked and unit-tested like any other. The function and
 * its helpers travel as their source text, without the module around them:
 * they must use nothing but their arguments and the browser's globals, and no
 * syntax newer than ES2017 (the bundles are transpiled for older browsers,
 * these are not). The build minifies them in the final HTML.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function may be a helper
type Helper = (...args: any[]) => unknown;

export function inlineScript<Config, Helpers extends Helper[]>(
  run: (config: Config, ...helpers: Helpers) => void,
  config: Config,
  ...helpers: Helpers
): string {
  const args = [JSON.stringify(config), ...helpers.map((helper) => helper.toString())];
  return `(${run.toString()})(${args.join(",")});`;
}
