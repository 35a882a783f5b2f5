import { accentShade, HEX_COLOUR } from "../../src/lib/accent";
import { PALETTE } from "../../src/lib/palette";

/** The site's light theme, as global.css defines it: the editor is light only. */
const { page: PAGE, ink: INK, muted: MUTED, accentInk: DEFAULT_ACCENT } = PALETTE.light;
/** The button's ink on hover, a step lighter than the ink. */
const INK_HOVER = "#292524";

/** Text as a CSS string: quotes, backslashes and line breaks escaped, so a name cannot end the rule. */
export const cssString = (text: string) =>
  `"${text
    .replace(/[\\"]/g, "\\$&")
    .replace(/[\n\r\f]/g, " ")
    .replace(/</g, "\\3c ")}"`;

/**
 * The editor's login screen in the site's colours and with the owner's name
 * in place of Decap's logo. Decap styles itself with emotion, whose class
 * names carry each component's name ("css-1a2b-LoginButton"), the one hook it
 * offers; a Decap that renames them shows its own login screen, which still works.
 * Each rule names the element too, to outrank the one-class rules emotion
 * inserts after this style element.
 */
export function loginStyle({ name, accent }: { name?: string; accent?: string }): string {
  const ring = accentShade(accent && HEX_COLOUR.test(accent) ? accent : DEFAULT_ACCENT, "light").colour;
  const page = 'section[class*="-StyledAuthenticationPage"]';
  const button = `${page} button[class*="-LoginButton"]`;
  const back = `${page} a[class*="-GoBackButtonStyle"]`;
  return [
    `html body{background:${PAGE}}`,
    `${page}{gap:1.75rem;color:${INK};font-family:Inter,ui-sans-serif,system-ui,sans-serif;padding:0 1.5rem;text-align:center}`,
    name
      ? `${page}::before{content:${cssString(name)};font-size:2.25rem;line-height:1.15;font-weight:700;letter-spacing:-0.025em}`
      : "",
    // The owner's name stands where Decap's logo stood.
    name ? `${page} [class*="-DecapLogoIcon"],${page} [class*="-PageLogoIcon"]{display:none}` : "",
    `${button}{background:${INK};color:${PAGE};border-radius:9999px;height:2.75rem;padding:0 1.25rem;gap:.5rem;font-weight:600;box-shadow:none}`,
    `${button}:hover{background:${INK_HOVER};color:${PAGE}}`,
    `${button}:focus-visible,${back}:focus-visible{outline:2px solid ${ring};outline-offset:3px}`,
    `${back}{color:${MUTED}}`,
    `${back}:hover{color:${ring}}`,
  ]
    .filter(Boolean)
    .join("\n");
}
