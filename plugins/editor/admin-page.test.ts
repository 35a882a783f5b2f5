/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DECAP_CONFIG_FILE } from "./decap-config";
import { deployedConfig, githubRepo } from "./admin-page";

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

  it("adds the repository and the site's address to the committed configuration", () => {
    const text = readFileSync(join(__dirname, "../..", DECAP_CONFIG_FILE), "utf8");
    const config = deployedConfig(text, "jane/portfolio", "https://jane.example");
    expect(config.backend).toEqual({ name: "github", branch: "main", repo: "jane/portfolio" });
    expect(config).toMatchObject({ site_url: "https://jane.example", publish_mode: "editorial_workflow" });
    expect(deployedConfig(text, null, undefined).backend).not.toHaveProperty("repo");
  });
});
