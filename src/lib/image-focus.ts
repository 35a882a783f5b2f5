/**
 * Where a picture's subject is, as an owner would say it: a layout that crops
 * the picture keeps that part in view. It is one of the named positions, or
 * two percentages, across then down, for how far along the picture the kept
 * part lies ("50% 65%": a band a little below the middle), for a subject that
 * a named position would cut: a low screen's card shows a 5:2 band of a 3:2
 * picture, and "left" kept its middle, across a puppet's ears and under its
 * speaker. Either is also the CSS `object-position` that does so.
 */
export const IMAGE_FOCUS = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top left",
  "top right",
  "bottom left",
  "bottom right",
] as const;

/** A whole percentage from 0 to 100. */
const PERCENT = "(?:100|[1-9]?[0-9])%";

/**
 * Every value an image's focus may take, as one pattern (the content's JSON Schema and the editor check it): a
 * named position, or two percentages one space apart.
 */
export const IMAGE_FOCUS_PATTERN = new RegExp(`^(?:${IMAGE_FOCUS.join("|")}|${PERCENT} ${PERCENT})$`);

export const IMAGE_FOCUS_RULE = `${IMAGE_FOCUS.join(", ")}, or a point as two percentages, across then down, e.g. "50% 40%"`;

/** What is wrong with a focus the content names, for the build's message; nothing when it is one of the above. */
export function imageFocusProblem(focus: string): string | undefined {
  return IMAGE_FOCUS_PATTERN.test(focus) ? undefined : `must be ${IMAGE_FOCUS_RULE} (found ${JSON.stringify(focus)})`;
}

/** The `object-position` for a focus the content names, or none (the middle) for anything else. */
export function objectPositionOf(focus: string | null | undefined): string | undefined {
  return focus && IMAGE_FOCUS_PATTERN.test(focus) ? focus : undefined;
}
