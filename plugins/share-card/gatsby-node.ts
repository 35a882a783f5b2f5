import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { SHARE_CARD } from "../../src/lib/share-card";
import { resolveContentDir } from "../site-content/content-dir";
import { readSite, renderShareCard } from "./render-share-card";

/**
 * Like the app icons, the card needs only content, so it is drawn right after
 * start-up: `npm run develop` serves it too, and a build has it before the
 * pages that name it. An ogImage of the owner's own wins, and then nothing is
 * drawn.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const siteDir = process.cwd();
  const contentDir = resolveContentDir(siteDir);
  const site = readSite(contentDir);
  const publicDir = join(siteDir, "public");
  const cardFile = join(publicDir, SHARE_CARD.path);
  if (site.ogImage) {
    // A card an earlier build drew would otherwise stay published beside the owner's picture.
    rmSync(cardFile, { force: true });
    reporter.info(`Link previews show site.json's ogImage (${site.ogImage}); no share card drawn`);
    return;
  }
  const started = Date.now();
  try {
    const png = await renderShareCard(siteDir, contentDir, site);
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(cardFile, png);
    reporter.info(`Drew the share card ${SHARE_CARD.path} from site.json in ${Date.now() - started} ms`);
  } catch (error) {
    reporter.panic(`Could not draw the share card from site.json: ${(error as Error).message}`);
  }
};
