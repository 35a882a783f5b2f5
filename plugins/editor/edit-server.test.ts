/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { startEditServer } from "./edit-server";

/** The local editing backend, driven the way the editor drives it: JSON actions posted to /api/v1. */
describe("the local editing backend", () => {
  let repo: string;
  let server: Server;
  let url: string;
  const outside = join(tmpdir(), "edit-server-outside.txt");

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), "edit-server-"));
    cpSync(fixtureDir("full"), join(repo, "content"), { recursive: true });
    server = await startEditServer({ repoDir: repo, port: 0, logLevel: "error" });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    writeFileSync(outside, "secret");
  });

  afterAll(() => {
    server.close();
    rmSync(repo, { recursive: true, force: true });
    rmSync(outside, { force: true });
  });

  const post = async (action: string, params: object) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8000" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  };
  const persist = (path: string, raw: string) =>
    post("persistEntry", {
      entry: { slug: "site", path, raw },
      assets: [],
      options: { collectionName: "content", commitMessage: "Update", useWorkflow: false, status: "draft" },
    });

  it("listens on loopback only", () => {
    expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
  });

  it("refuses paths outside the repository, to read or to write", async () => {
    const escape = join("..".repeat(1), "..", "..", "..", "..", "..", outside).replace(/^\//, "");
    for (const path of ["../edit-server-outside.txt", `content/../../${escape}`, outside]) {
      const read = await post("getMediaFile", { path });
      expect(read.status).toBe(422);
      expect(read.body.error).toMatch(/must resolve to a path under the configured repository/);
    }
    const write = await persist("../../escaped.json", "{}");
    expect(write.status).toBe(422);
    expect(existsSync(join(repo, "../../escaped.json"))).toBe(false);
    expect(readFileSync(outside, "utf8")).toBe("secret");
  });

  it("saves content the build accepts, as the editor wrote it", async () => {
    const site = JSON.parse(readFileSync(join(repo, "content/site.json"), "utf8"));
    const raw = `${JSON.stringify({ ...site, tagline: "Still building" }, null, 2)}\n`;
    expect((await persist("content/site.json", raw)).status).toBe(200);
    expect(readFileSync(join(repo, "content/site.json"), "utf8")).toBe(raw);
  });

  it("refuses content the build would refuse, with the build's lines, and changes nothing", async () => {
    const before = readFileSync(join(repo, "content/site.json"), "utf8");
    const broken = `${JSON.stringify({ ...JSON.parse(before), ogImage: "images/not-there.jpg" }, null, 2)}\n`;
    const { status, body } = await persist("content/site.json", broken);
    expect(status).toBe(422);
    expect(body.error).toBe(
      `The build would refuse this change:\ncontent/site.json: ogImage points to "images/not-there.jpg", which does not exist under content/`,
    );
    expect(readFileSync(join(repo, "content/site.json"), "utf8")).toBe(before);
  });
});
