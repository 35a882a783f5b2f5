#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a CDN does (see
 * site-server.mjs), with the headers of netlify.toml and public/_headers
 * merged and matched by Netlify's own parser. Used by `npm start` and
 * the end-to-end tests, so what they see is what a visitor gets.
 *
 *   node scripts/serve.mjs [--port 9000] [--dir public] [--config netlify.toml]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createSiteServer } from "./site-server.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "9000" },
    host: { type: "string", default: "127.0.0.1" },
    dir: { type: "string", default: "public" },
    config: { type: "string", default: join(dirname(fileURLToPath(import.meta.url)), "../netlify.toml") },
  },
});

const root = resolve(values.dir);
const port = Number(values.port);
const server = createSiteServer({ root, netlifyConfigPath: resolve(values.config) });
server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://localhost:${port}/`);
});
