/**
 * Where a picture's subject is, named as an owner would say it: a layout that
 * crops the picture keeps that part in view. Each name is also the CSS
 * `object-position` that does so.
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

export type ImageFocus = (typeof IMAGE_FOCUS)[number];

/** The `object-position` for a focus the content names, or none (the middle) for anything else. */
export function objectPositionOf(focus: string | null | undefined): ImageFocus | undefined {
  return IMAGE_FOCUS.find((name) => name === focus);
}
