/**
 * The viewports the page is designed and checked at: phones to a 2560 px
 * screen, a phone held sideways, and a 1280 × 800 window at 200% zoom (half
 * the CSS pixels at twice the density). The screenshot script and the layout
 * tests both walk this list; `scale` is the density the photos must stay sharp at.
 */
export const DESIGN_VIEWPORTS = [
  { name: "320", width: 320, height: 568, scale: 2 },
  { name: "390", width: 390, height: 844, scale: 3 },
  { name: "600", width: 600, height: 960, scale: 2 },
  { name: "768", width: 768, height: 1024, scale: 2 },
  { name: "1024", width: 1024, height: 768, scale: 2 },
  { name: "1280", width: 1280, height: 800, scale: 2 },
  { name: "1440", width: 1440, height: 900, scale: 2 },
  { name: "1920", width: 1920, height: 1080, scale: 2 },
  { name: "2560", width: 2560, height: 1440, scale: 2 },
  { name: "844x390", width: 844, height: 390, scale: 3 },
  { name: "zoom200", width: 640, height: 400, scale: 2 },
];
