import { accentShade } from "../../src/lib/accent";

/** Which shade each theme draws the owner's accent in, and how well it reads there. */
export function describeAccent(hex: string): string {
  const themes = (["light", "dark"] as const).map((theme) => {
    const { colour, contrast, derived } = accentShade(hex, theme);
    const how = derived ? `${colour}, ${theme === "light" ? "darkened" : "lightened"} to read` : "as given";
    return `${theme} theme ${how} (${contrast.text.toFixed(2)}:1 as text)`;
  });
  return `Accent ${hex}: ${themes.join("; ")}`;
}
