/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentSchemas } from "../site-content/schema";
import { decapConfig } from "./decap-config";
import { cachedBundle, deployedConfig, githubRepo } from "./admin-page";

describe("the deployed editor's configuration", () => {
  it("names the repository Netlify builds from, or the one EDITOR_REPO gives", () => {
    expect(githubRepo({ REPOSITORY_URL: "https://github.com/jane/portfolio" })).toBe("jane/portfolio");
    expect(githubRepo({ REPOSITORY_URL: "git@github.com:jane/portfolio.git" })).toBe("jane/portfolio");
    expect(githubRepo({ REPOSITORY_URL: "https://gitlab.com/jane/portfolio" })).toBeNull();
    expect(githubRepo({ EDITOR_REPO: "jane/site", REPOSITORY_URL: "https://github.com/jane/portfolio" })).toBe(
      "jane/site",
    );
    expect(githubRepo({})).toBeNull();
  });

  it("adds the repository and the site's address to the generated configuration, which it leaves as it was", () => {
    const text = decapConfig(createContentSchemas("/nowhere"));
    const config = deployedConfig(text, "jane/portfolio", "https://jane.example");
    expect(config.backend).toEqual({ name: "github", branch: "main", repo: "jane/portfolio" });
    expect(config).toMatchObject({ site_url: "https://jane.example", publish_mode: "editorial_workflow" });
    expect(deployedConfig(text, null, undefined).backend).not.toHaveProperty("repo");
    expect(text.backend).not.toHaveProperty("repo");
  });
});

describe("the editor's bundle between builds", () => {
  const options = { entryPoints: ["entry.ts"], bundle: true, format: "iife" as const, logLevel: "silent" as const };
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "editor-bundle-"));
    writeFileSync(join(project, "entry.ts"), 'import { word } from "./word";\nconsole.log(word);\n');
    writeFileSync(join(project, "word.ts"), 'export const word = "first";\n');
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const bundleIn = (dir: string) => cachedBundle(dir, { ...options, absWorkingDir: dir });
  const text = (bundle: Uint8Array) => Buffer.from(bundle).toString("utf8");

  it("is reused while none of the files it was made from has changed", async () => {
    const first = await bundleIn(project);
    expect(first.reused).toBe(false);
    const second = await bundleIn(project);
    expect(second.reused).toBe(true);
    expect(text(second.bundle)).toBe(text(first.bundle));
  });

  it("is built again when a file it imports changes", async () => {
    await bundleIn(project);
    writeFileSync(join(project, "word.ts"), 'export const word = "second";\n');
    const again = await bundleIn(project);
    expect(again.reused).toBe(false);
    expect(text(again.bundle)).toContain("second");
  });

  it("is built again under other options, such as unminified for the development server", async () => {
    await bundleIn(project);
    const unminified = await cachedBundle(project, { ...options, absWorkingDir: project, minify: false });
    const minified = await cachedBundle(project, { ...options, absWorkingDir: project, minify: true });
    expect([unminified.reused, minified.reused]).toEqual([false, false]);
  });
});
