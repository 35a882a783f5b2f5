import React from "react";
import { heroRevealScript } from "../../lib/hero-reveal";
import { STACK_PHOTO_SELECTOR } from "../ui/photo-stack-image";

const SCRIPT = heroRevealScript(STACK_PHOTO_SELECTOR);

/**
 * The inline reveal script, placed straight after the hero's markup so the
 * parser runs it while the rest of the page is still arriving: the hero can
 * then appear as soon as its photos have settled, before the bundles are
 * evaluated. Inserted by React on a client-side visit, a script does not run;
 * useImagePreload reveals the hero then.
 */
export function HeroRevealScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
