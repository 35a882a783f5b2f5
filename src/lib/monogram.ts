/**
 * Colours for a company's monogram, each dark enough for white letters
 * (at least 4.5:1), and varied enough that neighbours in a timeline differ.
 */
export const MONOGRAM_COLOURS = [
  "#1d4ed8",
  "#047857",
  "#b45309",
  "#6d28d9",
  "#be123c",
  "#0f766e",
  "#4338ca",
  "#a21caf",
] as const;

/**
 * The stand-in for a company without a logo: its first letter on a colour
 * picked from its name, so the same company always gets the same mark.
 */
export function monogram(name: string): { letter: string; colour: string } {
  const trimmed = name.trim();
  const letter = Array.from(trimmed)[0]?.toLocaleUpperCase() ?? "?";
  let hash = 0;
  for (const char of trimmed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return { letter, colour: MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length] ?? MONOGRAM_COLOURS[0] };
}
