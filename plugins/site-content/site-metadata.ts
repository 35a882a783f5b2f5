import { readFileSync } from "node:fs";
import { siteUrlProblem } from "./url-checks";

export type SiteMetadata = {
  /** Absent unless the file holds a valid site address; Gatsby refuses an empty or malformed one. */
  siteUrl?: string;
  title: string;
  description: string;
};

/**
 * gatsby-config needs the canonical URL before GraphQL exists, so the few
 * fields it uses are read straight from the owner's content file. Gatsby
 * checks siteMetadata before any plugin runs, and would stop a broken file
 * (bad JSON, a byte-order mark, UTF-16, no or a bad siteUrl) with its own
 * words about an empty siteUrl; so the URL is passed on only when it is
 * valid, and the content check in gatsby-node then names the real mistake.
 */
export function readSiteMetadata(file: string): SiteMetadata {
  const raw = readObject(file);
  const siteUrl = typeof raw.siteUrl === "string" && !siteUrlProblem(raw.siteUrl) ? new URL(raw.siteUrl).origin : "";
  return {
    ...(siteUrl ? { siteUrl } : {}),
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
