import type { Reporter } from "gatsby";
import { checkBackendEnv } from "../../src/lib/backend-config";

/** A malformed or half-configured backend stops the build; none at all is fine (downloads are not recorded). */
export function checkBackendSettings(reporter: Reporter, env: NodeJS.ProcessEnv = process.env): void {
  const { errors, warnings } = checkBackendEnv(env);
  warnings.forEach((warning) => reporter.warn(warning));
  if (errors.length > 0) reporter.panic(errors.join("\n"));
}
