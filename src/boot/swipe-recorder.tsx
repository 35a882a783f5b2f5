import React from "react";
import { SWIPE_RECORDER_SCRIPT } from "./swipe-recorder-script";

/**
 * The inline swipe recorder, placed straight after the hero's markup so it
 * listens before the hero is revealed. Inserted by React on a client-side
 * visit, a script does not run; the stack installs the same recorder then.
 * The build minifies the server's copy, so the two texts differ on purpose.
 */
export function SwipeRecorderScript() {
  return <script dangerouslySetInnerHTML={{ __html: SWIPE_RECORDER_SCRIPT }} suppressHydrationWarning />;
}
