/**
 * SPEC §4 Tagline rotation as a timeline shared by the unit and e2e tests:
 * milliseconds since the previous step (the first counted from hover), and the
 * index of the sub-line then shown. 400 ms, then every 1500 ms, cycling four lines.
 */
export const SUB_LINE_TIMELINE = [
  [399, 0],
  [1, 1],
  [1499, 1],
  [1, 2],
  [1500, 3],
  [1500, 0],
  [1500, 1],
] as const;
