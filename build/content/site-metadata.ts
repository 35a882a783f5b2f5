import { readFileSync } from "node:fs";

export type SiteMetadata = {
  siteUrl: string;
  title: string;
  description: string;
};

/**
 * gatsby-config needs the canonical URL before GraphQL exists, so the few
 * fields it uses are read straight from the owner's content file. A missing
 * or broken file gives empty values instead of a crash: the content check in
 * gatsby-node then names the actual mistake.
 */
export function readSiteMetadata(file: string): SiteMetadata {
  const raw = readObject(file);
  return {
    siteUrl: String(raw.siteUrl ?? "").replace(/\/+$/, ""),
    title: String(raw.title ?? ""),
    description: String(raw.description ?? ""),
  };
}

function readObject(file: string): Partial<Record<keyof SiteMetadata, unknown>> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    return value !== null && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
