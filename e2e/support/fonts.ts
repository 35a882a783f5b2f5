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
