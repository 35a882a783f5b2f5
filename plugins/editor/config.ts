import { ADMIN_DIR } from "./addresses";
import { ADMIN_HEADERS } from "./admin-headers";

/**
 * The editor's folder of public/ as the site's header rules take it
 * (`netlifyAdapter({ areas })` in gatsby-config): it is no page of the site
 * and carries its own headers.
 */
export const EDITOR_AREA = { folder: ADMIN_DIR, headers: ADMIN_HEADERS } as const;
