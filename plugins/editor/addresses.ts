/** Where the editor is served, relative to the site's root. */
export const ADMIN_DIR = "admin";

/** Where `npm run edit` serves the editing backend: loopback only, never the network. */
export const EDIT_SERVER_HOST = "127.0.0.1";
export const EDIT_SERVER_PORT = 8081;
export const EDIT_SERVER_URL = `http://${EDIT_SERVER_HOST}:${EDIT_SERVER_PORT}/api/v1`;

/** Where `npm run edit` serves the editor's page at once, before Gatsby's development server is up. */
export const EDITOR_PAGE_PORT = 8001;
export const EDITOR_PAGE_URL = `http://${EDIT_SERVER_HOST}:${EDITOR_PAGE_PORT}/${ADMIN_DIR}/`;
