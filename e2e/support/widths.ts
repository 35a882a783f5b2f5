/**
 * Behaviours that come out the same at every width (the chat's replies, the
 * theme, Download CV, headers) run once, in the desktop project; the phone
 * project skips tests tagged with this (playwright.config.ts). Layout,
 * touch and axe checks stay untagged and run at both widths.
 */
export const ANY_WIDTH = "@any-width";
