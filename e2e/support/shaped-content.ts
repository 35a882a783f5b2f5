import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The shaped suite's content: the odd test content with the two fields an
 * owner shapes the page with. Written when the suite runs rather than kept as
 * a third copy of every file, so a new section or field needs no new fixture.
 * Projects and experience are hidden, the rest reordered, and a button that
 * would scroll to the hidden projects is added; the accent is an orange too
 * light to read on the light theme, and readable as it is on the dark one.
 * The link preview is a picture of the owner's own, which wins over the card
 * the build would draw, and one of the interface's texts is reworded.
 */
export const SHAPED_FROM = "fixtures/content/odd";
export const SHAPED_CONTENT_DIR = ".e2e-content/shaped";
export const SHAPED_SITE = {
  sections: ["contact", "about", "chat"],
  accent: "#ff6600",
  ogImage: "images/og-image.png",
  messages: { "photoStack.photoOf": "Picture {n} out of {count}" },
  extraContactAction: {
    icon: "folder-open",
    hoverIcon: "arrow-down",
    title: "Projekte ansehen",
    subtitle: "Springt zu den Projekten",
    action: "projects",
  },
} as const;

export function writeShapedContent(projectDir: string): void {
  const target = join(projectDir, SHAPED_CONTENT_DIR);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(projectDir, SHAPED_FROM), target, { recursive: true });
  const sitePath = join(target, "site.json");
  const site = JSON.parse(readFileSync(sitePath, "utf8"));
  site.sections = SHAPED_SITE.sections;
  site.accent = SHAPED_SITE.accent;
  site.ogImage = SHAPED_SITE.ogImage;
  site.messages = SHAPED_SITE.messages;
  site.contactActions = [...site.contactActions, SHAPED_SITE.extraContactAction];
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
}
