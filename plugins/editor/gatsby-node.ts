import { join } from "node:path";
import type { Request, Response } from "express";
import type { GatsbyNode } from "gatsby";
import { resolveContentDir } from "../site-content/content-dir";
import { readCheckedSite } from "../site-content/checked-site";
import { readSiteMetadata } from "../site-content/site-metadata";
import { ADMIN_DIR } from "./addresses";
import { ADMIN_HEADERS } from "./admin-headers";
import { writeAdminPage } from "./admin-page";
import { interfaceTextsOf, interfaceTextsOptionSchema } from "../site-content/interface-texts";

const siteUrlOf = (siteDir: string) => readSiteMetadata(join(resolveContentDir(siteDir), "site.json")).siteUrl;

/** Whose editor it is: the login screen shows the name and the site's accent (the content is checked by then). */
function ownerOf(siteDir: string) {
  const { name, accent } = readCheckedSite(resolveContentDir(siteDir));
  return { name, accent: accent ?? undefined };
}

/** The interface's texts the owner may reword, from gatsby-config (`options.interfaceTexts`): a field each. */
export const pluginOptionsSchema = interfaceTextsOptionSchema;

/**
 * The editor's page is written after every other step has read the built
 * pages, so none of them (the crawl files, the font cut, the CSP hashes)
 * counts it as a page of the site.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, options) => {
  const siteDir = process.cwd();
  const { repo, files, reused } = await writeAdminPage({
    projectDir: siteDir,
    publicDir: join(siteDir, "public"),
    siteUrl: siteUrlOf(siteDir),
    owner: ownerOf(siteDir),
    interfaceTexts: interfaceTextsOf(options),
  });
  const from = reused ? " (its script unchanged since the last build, so reused)" : "";
  reporter.info(`Wrote the content editor to public/${ADMIN_DIR}/: ${files.join(", ")}${from}`);
  if (!repo)
    reporter.warn(
      "The deployed editor names no GitHub repository: Netlify sets REPOSITORY_URL; elsewhere set EDITOR_REPO=owner/name.",
    );
};

/**
 * Under `npm run develop` (and `npm run edit`) the editor is served from
 * public/admin/ too; Gatsby's development server does not answer a folder
 * with its index.html, so this does, with the deployed editor's headers: the
 * editor then runs locally under the policy it meets on Netlify, whose
 * connect-src already names the local backend.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }, options) => {
  const siteDir = process.cwd();
  const publicDir = join(siteDir, "public");
  await writeAdminPage({
    projectDir: siteDir,
    publicDir,
    siteUrl: siteUrlOf(siteDir),
    minify: false,
    owner: ownerOf(siteDir),
    interfaceTexts: interfaceTextsOf(options),
  });
  app.get([`/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`], (_request: Request, response: Response) =>
    response.set(ADMIN_HEADERS).sendFile(join(publicDir, ADMIN_DIR, "index.html")),
  );
  reporter.info(`The content editor is at /${ADMIN_DIR}/ (npm run edit saves its changes into content/)`);
};
