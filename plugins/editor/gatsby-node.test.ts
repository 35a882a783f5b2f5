/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { EDIT_SERVER_URL } from "./addresses";
import { ADMIN_CSP } from "./admin-headers";
import { onCreateDevServer } from "./gatsby-node";

// Bundling the editor takes esbuild seconds; the page's headers do not depend on what it holds.
jest.mock("./admin-page", () => ({
  writeAdminPage: jest.fn(async ({ publicDir }: { publicDir: string }) => {
    const fs = jest.requireActual<typeof import("node:fs")>("node:fs");
    const path = jest.requireActual<typeof import("node:path")>("node:path");
    fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "admin", "index.html"), "<!doctype html><title>Content editor</title>");
    return { repo: null, files: ["index.html"], reused: false };
  }),
}));

describe("the editor under Gatsby's development server (npm run edit)", () => {
  let siteDir: string;
  let server: Server;
  let origin: string;
  const savedCwd = process.cwd();
  const savedContentDir = process.env.CONTENT_DIR;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "editor-develop-"));
    process.chdir(siteDir);
    process.env.CONTENT_DIR = fixtureDir("full");
    const app = express();
    const reporter = { info: jest.fn() };
    await onCreateDevServer!({ app, reporter } as never, {} as never, () => undefined);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    process.chdir(savedCwd);
    if (savedContentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = savedContentDir;
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(["/admin/", "/admin/index.html"])(
    "serves %s under the deployed editor's policy, which lets it reach the local backend",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>Content editor</title>");
      expect(response.headers.get("content-security-policy")).toBe(ADMIN_CSP);
      const connectSrc = ADMIN_CSP.split("; ").find((directive) => directive.startsWith("connect-src "));
      expect(connectSrc?.split(" ")).toContain(new URL(EDIT_SERVER_URL).origin);
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    },
  );
});
