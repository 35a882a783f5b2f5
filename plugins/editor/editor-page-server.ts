import type { Server } from "node:http";
import { join } from "node:path";
import express from "express";
import { ADMIN_DIR, EDITOR_PAGE_PORT } from "./addresses";
import { listenOnLoopback } from "./loopback";
import { ADMIN_HEADERS } from "./admin-headers";

/**
 * Serves public/admin/ on loopback with the deployed editor's headers, so
 * `npm run edit` has the editor up in seconds: Gatsby's development server,
 * which serves it too, takes minutes to start on a small machine. The page
 * holds no content; the editor reads and saves through the editing backend.
 */
export function startEditorPageServer(publicDir: string, port = EDITOR_PAGE_PORT): Promise<Server> {
  const app = express();
  app.disable("x-powered-by");
  app.use((_request, response, next) => {
    response.set(ADMIN_HEADERS);
    next();
  });
  app.get("/", (_request, response) => response.redirect(`/${ADMIN_DIR}/`));
  app.use(`/${ADMIN_DIR}`, express.static(join(publicDir, ADMIN_DIR), { dotfiles: "deny", redirect: true }));
  app.use((_request, response) => {
    response.status(404).type("text/plain").send(`Only the editor is here: /${ADMIN_DIR}/`);
  });
  return listenOnLoopback(app, port);
}
