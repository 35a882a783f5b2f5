/**
 * The editor's field for an ordered choice (site.json's sections and
 * languages): every value the schema allows, each a row with a switch that
 * includes it and buttons that move it. What the file holds is the included
 * rows' values, in the rows' order. These are its rules, apart from React and
 * Decap, so that they can be tested alone.
 */

/** The widget's name in the generated configuration and in the editor's registry. */
export const ORDERED_CHOICE_WIDGET = "ordered-choice";

export interface ChoiceOption {
  label: string;
  value: string;
}

export interface ChoiceRow extends ChoiceOption {
  included: boolean;
  /** A value the file holds that the schema does not know: shown as typed, so that nothing is dropped unseen. */
  unknown?: true;
}

/**
 * The rows for what the file holds, or for what a missing list means: the
 * included values in their order, then the others, left out, in the
 * schema's order.
 */
export function choiceRows(
  options: readonly ChoiceOption[],
  saved: readonly string[] | undefined,
  whenLeftOut: readonly string[],
): ChoiceRow[] {
  const chosen = [...new Set(saved ?? whenLeftOut)];
  const byValue = new Map(options.map((option) => [option.value, option]));
  return [
    ...chosen.map((value): ChoiceRow => {
      const option = byValue.get(value);
      return option ? { ...option, included: true } : { label: value, value, included: true, unknown: true };
    }),
    ...options.filter((option) => !chosen.includes(option.value)).map((option) => ({ ...option, included: false })),
  ];
}

/** What the file gets: the included rows' values, in order. */
export const chosenValues = (rows: readonly ChoiceRow[]): string[] =>
  rows.filter((row) => row.included).map((row) => row.value);

/** The rows with the one at `index` moved one place up (-1) or down (1); at either end they stay as they are. */
export function moveRow(rows: readonly ChoiceRow[], index: number, by: -1 | 1): ChoiceRow[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Whether the row may be left out: not when the file would then hold fewer values than it must. */
export const canLeaveOut = (rows: readonly ChoiceRow[], index: number, min: number): boolean =>
  rows[index]?.included === true && chosenValues(rows).length > min;

export const withIncluded = (rows: readonly ChoiceRow[], index: number, included: boolean): ChoiceRow[] =>
  rows.map((row, place) => (place === index ? { ...row, included } : row));
