import { readFileSync } from "node:fs";

export type SiteMetadata = {
  siteUrl: string;
  title: string;
  description: string;
};

/**
 * gatsby-config needs the canonical URL before GraphQL exists, so the few
 * fields it uses are read straight from the owner's content file.
 */
export function readSiteMetadata(file: string): SiteMetadata {
  const raw = JSON.parse(readFileSync(file, "utf8")) as Partial<SiteMetadata>;
  return {
    siteUrl: String(raw.siteUrl ?? "").replace(/\/+$/, ""),
    title: String(raw.title ?? ""),
    description: String(raw.description ?? ""),
  };
}
