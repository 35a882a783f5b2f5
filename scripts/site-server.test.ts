/** @jest-environment node */
import { type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSiteServer, folderLocation, requestPath } from "./site-server.mjs";

interface Answer {
  status: number;
  location?: string;
  headers: IncomingHttpHeaders;
}

/** A request with the path sent exactly as written: fetch() would normalise it first. */
function send(port: number, path: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, method }, (response) => {
      response.resume();
      const { headers } = response;
      resolve({ status: response.statusCode ?? 0, location: headers.location, headers });
    })
      .on("error", reject)
      .end();
  });
}

const get = async (port: number, path: string) => {
  const { status, location } = await send(port, path);
  return { status, location };
};

describe("the site server", () => {
  let root: string;
  let outside: string;
  let server: Server;
  let port: number;
  const origin = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(root, "about"));
    writeFileSync(join(root, "index.html"), "<p>home</p>");
    writeFileSync(join(root, "about/index.html"), "<p>about</p>");
    writeFileSync(join(root, "404.html"), "<p>not found</p>");
    writeFileSync(join(root, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n");
    mkdirSync(join(root, "de"));
    writeFileSync(join(root, "de/404.html"), "<p>nicht gefunden</p>");
    writeFileSync(join(root, "de/index.html"), "<p>Start</p>");
    writeFileSync(
      join(root, "_redirects"),
      "/old /about/ 301\n/page-data/de/*  /de/index.html  200\n/de/*  /de/404.html  404\n/de/*  /de/index.html  200\n",
    );
    outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.txt"), "secret");
    symlinkSync(join(outside, "secret.txt"), join(root, "leak.txt"));
    symlinkSync(join(root, "about/index.html"), join(root, "alias.html"));
    writeFileSync(
      join(outside, "netlify.toml"),
      '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Frame-Options = "DENY"\n',
    );
    server = createSiteServer({ root, netlifyConfigPath: join(outside, "netlify.toml") });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it("sends a folder without its trailing slash to the folder", async () => {
    expect(await get(port, "/about?x=1")).toEqual({ status: 301, location: "/about/?x=1" });
  });

  it("sends an escaped slash to a folder on the site, not to another host", async () => {
    expect(await get(port, "/%2fevil.example%2f..")).toEqual({ status: 301, location: "/%2fevil.example%2f../" });
  });

  it.each([
    "/%2fevil.example%2f..",
    "/%2Fevil.example%2F..",
    "/%5cevil.example%2f..",
    "//evil.example/..",
    "///evil.example/..",
    "/\\evil.example/..",
    "//evil.example",
    "//about",
  ])("never redirects %s off the site", async (path) => {
    const { status, location } = await get(port, path);
    expect([200, 301, 404]).toContain(status);
    if (location === undefined) return;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, `${origin()}/`).origin).toBe(origin());
  });

  it.each(["/%", "/%zz", "/about%", "/%c0%af", "/%E0%A4%A"])(
    "answers a malformed escape such as %s with 400",
    async (path) => {
      expect((await get(port, path)).status).toBe(400);
    },
  );

  it("answers a path that climbs out of the site with 400", async () => {
    expect((await get(port, "/%2e%2e%2f%2e%2e%2fetc/passwd")).status).not.toBe(200);
    expect((await get(port, "/..%2f..%2fetc%2fpasswd")).status).toBe(400);
  });

  it.each([
    "/_headers",
    "//_headers",
    "///_headers",
    "/%2F_headers",
    "/%2f_redirects",
    "//_redirects",
    "/a/../_headers",
  ])("hides the CDN's own file at %s", async (path) => {
    expect((await get(port, path)).status).toBe(404);
  });

  it("answers an address no file has by the first rule of _redirects that matches it", async () => {
    expect(await get(port, "/old")).toEqual({ status: 301, location: "/about/" });
    expect(await get(port, "/de/unbekannt")).toEqual({ status: 404, location: undefined });
    // The rule's page, the German one, and not the site's.
    expect((await send(port, "/de/unbekannt")).headers["content-length"]).toBe(String("<p>nicht gefunden</p>".length));
    expect(await get(port, "/page-data/de/404/page-data.json")).toEqual({ status: 200, location: undefined });
    // A file wins over every rule; an address no rule matches gets the site's 404 page.
    expect(await get(port, "/de/")).toEqual({ status: 200, location: undefined });
    expect(await get(port, "/nowhere")).toEqual({ status: 404, location: undefined });
  });

  it("does not follow a symbolic link out of the site", async () => {
    expect((await get(port, "/leak.txt")).status).toBe(404);
  });

  it("serves a symbolic link that stays inside the site", async () => {
    expect((await get(port, "/alias.html")).status).toBe(200);
  });

  it.each(["POST", "OPTIONS", "TRACE", "PUT", "DELETE"])("answers %s with 405 and Allow: GET, HEAD", async (method) => {
    const { status, headers } = await send(port, "/", method);
    expect(status).toBe(405);
    expect(headers.allow).toBe("GET, HEAD");
  });

  it.each([
    ["a 400", "/%", 400],
    ["a 301", "/about", 301],
    ["a 405", "/", 405],
  ])("sends the security headers of every path with %s", async (_case, path, status) => {
    const answer = await send(port, path, status === 405 ? "POST" : "GET");
    expect(answer.status).toBe(status);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
  });

  it("serves a missing page as the 404 page with a 404 status", async () => {
    expect((await get(port, "/no/such/page/")).status).toBe(404);
  });
});

describe("requestPath", () => {
  it("keeps the escapes of the encoded path and decodes the other", () => {
    expect(requestPath("/a%2fb/?q=1")).toEqual({ encoded: "/a%2fb/", decoded: "/a/b/", search: "?q=1" });
  });

  it("reads a doubled slash as part of the path, not as a host", () => {
    expect(requestPath("//evil.example/x")?.decoded).toBe("//evil.example/x");
  });

  it.each(["/%", "*", "http://evil.example/"])("rejects %j", (target) => {
    expect(requestPath(target)).toBeNull();
  });
});

describe("folderLocation", () => {
  it.each([
    ["/about", "/about/"],
    ["//evil.example/..", "/evil.example/../"],
    ["/%2fevil.example%2f..", "/%2fevil.example%2f../"],
  ])("%s goes to %s", (encoded, location) => {
    expect(folderLocation({ encoded, decoded: "", search: "" })).toBe(location);
  });
});
