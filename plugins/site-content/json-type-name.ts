/** "site" → "SiteJson", "case-studies" → "CaseStudiesJson": the GraphQL type for content/<name>.json. */
export function jsonTypeName(fileName: string): string {
  const pascal = fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  return `${pascal}Json`;
}
