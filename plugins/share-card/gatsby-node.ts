import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { SHARE_CARD } from "../../src/lib/share-card";
import { resolveContentDir } from "../site-content/content-dir";
import { readCheckedSite } from "../site-content/checked-site";
import { renderShareCard } from "./render-share-card";

const CARD_FILE = /^share-card-[0-9a-f]+\.png$/;

/** The drawn card as the page query sees it; there is none when site.json names an ogImage. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "The link-preview picture the build drew from the content."
    type ShareCard implements Node @dontInfer {
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
  const site = readCheckedSite(contentDir);
  const staticDir = join(siteDir, "public", "static");
  mkdirSync(staticDir, { recursive: true });
  // Cards earlier builds drew would otherwise stay published.
  for (const file of readdirSync(staticDir)) if (CARD_FILE.test(file)) rmSync(join(staticDir, file));
  if (site.ogImage) {
    reporter.info(`Link previews show site.json's ogImage (${site.ogImage}); no share card drawn`);
    return;
  }
  const started = Date.now();
  let png: Buffer;
  try {
    png = await renderShareCard(siteDir, contentDir, site);
  } catch (error) {
    reporter.panic(`Could not draw the share card from site.json: ${(error as Error).message}`);
    return;
  }
  const digest = createHash("sha256").update(png).digest("hex");
  const name = `share-card-${digest.slice(0, 20)}.png`;
  writeFileSync(join(staticDir, name), png);
  const { width, height } = SHARE_CARD;
  actions.createNode({
    id: createNodeId("share-card"),
    path: `/static/${name}`,
    width,
    height,
    internal: { type: "ShareCard", contentDigest: digest },
  });
  reporter.info(`Drew the share card /static/${name} from site.json in ${Date.now() - started} ms`);
};
