/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_CSP } from "./admin-headers";
import { startEditorPageServer } from "./editor-page-server";

describe("the editor's page server", () => {
  let publicDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    publicDir = mkdtempSync(join(tmpdir(), "editor-page-"));
    mkdirSync(join(publicDir, "admin"));
    writeFileSync(join(publicDir, "admin", "index.html"), "<!doctype html><title>Editor</title>");
    writeFileSync(join(publicDir, "admin", "cms.0123.js"), "window.cms = 1;");
    writeFileSync(join(publicDir, "index.html"), "<!doctype html><title>Site</title>");
    server = await startEditorPageServer(publicDir, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it("serves the editor's page and script with the deployed editor's headers", async () => {
    const page = await fetch(`${origin}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Editor</title>");
    expect(page.headers.get("content-security-policy")).toBe(ADMIN_CSP);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const script = await fetch(`${origin}/admin/cms.0123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-security-policy")).toBe(ADMIN_CSP);
  });

  it("sends the root to the editor and serves nothing else of public/", async () => {
    const root = await fetch(`${origin}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/admin/");
    for (const path of ["/index.html", "/admin/../index.html", "/admin/%2e%2e/index.html"])
      expect([path, (await fetch(`${origin}${path}`)).status]).toEqual([path, 404]);
  });
});
