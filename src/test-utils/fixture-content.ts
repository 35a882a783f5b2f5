import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The committed test content (fixtures/content/<set>/), never the owner's
 * content/, so tests keep passing whatever the owner writes there.
 */
export const FIXTURES_DIR = join(__dirname, "../../fixtures/content");

export function fixtureDir(set: "full" | "odd" = "full"): string {
  return join(FIXTURES_DIR, set);
}

export function readFixture<T = unknown>(file: string, set: "full" | "odd" = "full"): T {
  return JSON.parse(readFileSync(join(fixtureDir(set), file), "utf8")) as T;
}
