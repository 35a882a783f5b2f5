import type { Page } from "@playwright/test";

/** The fonts the browser drew an element's text with, by the family names inside the font files. */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? "" : " (system)"}`);
}

/** The cuts of the two faces the build writes (plugins/font-subset): a page that draws only its own text fetches these alone. */
export const FONT_CUTS = {
  display: /^\/static\/display-page-[0-9a-f]+\.woff2$/,
  text: /^\/static\/inter-page-[0-9a-f]+\.woff2$/,
} as const;

/** The path of every font file the page requests from now on. */
export function recordFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}
