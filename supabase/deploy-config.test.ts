/** @jest-environment node */
/**
 * What `supabase functions deploy` reads: the function must stay callable
 * with a publishable key, and its dependencies pinned. (deno-entry.db.test.ts
 * type-checks and runs the entry against deno.lock with --frozen.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";

const SUPABASE_DIR = __dirname;
const FUNCTION_DIR = join(SUPABASE_DIR, "functions", "track-cv-download");
const config = parse(readFileSync(join(SUPABASE_DIR, "config.toml"), "utf8")) as {
  project_id?: string;
  functions?: Record<string, { verify_jwt?: boolean; import_map?: string }>;
};
const denoJson = JSON.parse(readFileSync(join(FUNCTION_DIR, "deno.json"), "utf8")) as {
  imports: Record<string, string>;
};

describe("supabase/config.toml", () => {
  const settings = config.functions?.["track-cv-download"];

  it("turns the gateway's JWT check off for track-cv-download, which publishable keys would fail", () => {
    expect(settings?.verify_jwt).toBe(false);
  });

  it("points the function at its own import map", () => {
    expect(settings?.import_map && join(SUPABASE_DIR, settings.import_map)).toBe(join(FUNCTION_DIR, "deno.json"));
  });

  it("names a project, which the CLI requires", () => {
    expect(config.project_id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("the function's dependencies", () => {
  it.each(Object.entries(denoJson.imports))("pin %s to an exact version (%s)", (_name, target) => {
    expect(target).toMatch(/^npm:(@[\w-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/);
  });

  it("are locked by a committed deno.lock", () => {
    expect(existsSync(join(FUNCTION_DIR, "deno.lock"))).toBe(true);
  });

  it("are imported through the import map only, never by a URL or an unpinned npm: specifier", () => {
    const index = readFileSync(join(FUNCTION_DIR, "index.ts"), "utf8");
    const specifiers = [...index.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      expect(specifier!.startsWith("./") || specifier! in denoJson.imports).toBe(true);
    }
  });
});
