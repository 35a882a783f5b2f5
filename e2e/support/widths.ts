/**
 * Most behaviours come out the same at every width (the chat's replies, the
 * theme, Download CV, headers, the loader), so they run once, in the desktop
 * project; a test that needs another width sets it itself. A test whose
 * outcome a phone changes (touch input, the narrow layout's own parts, axe
 * on that layout) carries this tag, and the phone project runs only those
 * (playwright.config.ts).
 */
export const ON_PHONE = "@phone";
