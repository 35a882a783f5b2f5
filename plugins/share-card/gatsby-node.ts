import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { SHARE_CARD } from "../../src/lib/share-card";
import { folderName } from "../site-content/check";
import { resolveContentDir } from "../site-content/content-dir";
import type { CheckedSite } from "../site-content/checked-site";
import { readLanguageContent, readSiteLanguages } from "../site-content/language-content";
import { renderShareCard, UndrawableTextError } from "./render-share-card";
import { siteFieldFile } from "./site-field-file";

const CARD_FILE = /^share-card-[0-9a-f]+\.png$/;

/** The drawn card as the page query sees it; there is none when site.json names an ogImage. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "The link-preview picture the build drew from the content."
    type ShareCard implements Node @dontInfer {
      "The language of the page whose card it is."
      lang: String!
      path: String!
      width: Int!
      height: Int!
    }
  `);
};

/**
 * The card is drawn while the content is sourced, under a name that follows
 * its bytes: link previews cache a picture by its address, so a changed card
 * gets a new one, and Gatsby's static/ folder serves it as immutable.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, reporter }) => {
  const siteDir = process.cwd();
  const contentDir = resolveContentDir(siteDir);
  const staticDir = join(siteDir, "public", "static");
  mkdirSync(staticDir, { recursive: true });
  // Cards earlier builds drew would otherwise stay published.
  for (const file of readdirSync(staticDir)) if (CARD_FILE.test(file)) rmSync(join(staticDir, file));

  for (const code of readSiteLanguages(contentDir)) {
    // Each language's card is drawn from its own texts; a language may also name a picture of its own.
    const site = readLanguageContent(contentDir, code).files["site.json"] as CheckedSite;
    if (site.ogImage) {
      reporter.info(`Link previews of the ${code} page show ${site.ogImage}; no share card drawn`);
      continue;
    }
    const started = Date.now();
    let png: Buffer;
    try {
      png = await renderShareCard(siteDir, contentDir, site);
    } catch (error) {
      if (error instanceof UndrawableTextError) {
        const shownAs = folderName(siteDir, contentDir);
        reporter.panic(error.describe((field) => siteFieldFile(contentDir, shownAs, code, field)).join("\n"));
      } else reporter.panic(`Could not draw the ${code} share card from site.json: ${(error as Error).message}`);
      return;
    }
    const digest = createHash("sha256").update(png).digest("hex");
    const name = `share-card-${digest.slice(0, 20)}.png`;
    writeFileSync(join(staticDir, name), png);
    const { width, height } = SHARE_CARD;
    actions.createNode({
      id: createNodeId(`share-card ${code}`),
      lang: code,
      path: `/static/${name}`,
      width,
      height,
      internal: { type: "ShareCard", contentDigest: digest },
    });
    reporter.info(`Drew the ${code} share card /static/${name} in ${Date.now() - started} ms`);
  }
};
