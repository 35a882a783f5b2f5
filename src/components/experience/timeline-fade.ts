/**
 * The timeline box's faded bottom edge (.scroll-fade in global.css), in rem, so that it grows with the wide screens'
 * type: clear over its last `FADE_END_REM`, fading over the `FADE_REM` above that. The box ends between two roles
 * by these (experience-timeline.tsx), and the end-to-end tests read a role as whole by them.
 */
export const FADE_REM = 3;
export const FADE_END_REM = 1;
/**
 * How far a whole role's last line box may reach into the fade: below its glyphs lie their descent and half the
 * line's leading, about 0.45rem, so the glyphs end where the fade begins and keep all their ink. With more, a last
 * line whose glyphs kept nine tenths of it still read as fading under the note.
 */
export const FADE_LEEWAY_REM = 0.45;
/** How far above the box's bottom a whole role's text ends, at the most. */
export const WHOLE_ROLE_CLEARANCE_REM = FADE_END_REM + FADE_REM - FADE_LEEWAY_REM;
/**
 * What shows the lines previewing the roles below the box, and the note: the box's scroll position, through
 * scroll-driven animations (experience.css, global.css, whose @supports asks the same). A browser without them
 * (Firefox) keeps both hidden, so there the box leaves no room for the lines either: an empty room stood as a blank
 * band under the last whole role. Its roles run on into the fade, which alone says that more follows.
 */
export const SCROLL_DRIVEN_QUERY = "(animation-timeline: scroll())";
