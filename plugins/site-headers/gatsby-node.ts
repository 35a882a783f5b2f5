import type { GatsbyNode } from "gatsby";
import { checkBackendEnv } from "../../src/features/cv-download/backend-config";

/**
 * The CSP's connect-src names the download-tracking backend, so a malformed
 * or half-configured one stops the build before anything is built; none at
 * all is fine (downloads are then not recorded).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { errors, warnings } = checkBackendEnv(process.env);
  warnings.forEach((warning) => reporter.warn(warning));
  if (errors.length > 0) reporter.panic(errors.join("\n"));
};
