/**
 * Reading the attributes of a tag in the built HTML, which Gatsby and React
 * write in no fixed order and with any quoting.
 */

/** A tag's attribute text as a regex group; quoted values are skipped, so a ">" inside one cannot end the tag early. */
export const TAG_ATTRIBUTES = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;

/** The value of one attribute in a tag's attribute text; "" for a bare attribute, undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}
