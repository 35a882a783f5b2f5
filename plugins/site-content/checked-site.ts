import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import type { ContentSchemas } from "./schema";

/** site.json's fields, as the content check passes them. */
export type CheckedSite = z.output<ContentSchemas["site.json"]>;

/**
 * site.json for the build steps that run after the content check has passed
 * (onPreBootstrap), so it is read as it is, without a second check.
 */
export function readCheckedSite(contentDir: string): CheckedSite {
  return JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8")) as CheckedSite;
}
