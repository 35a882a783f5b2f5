/**
 * The request handling of scripts/serve.mjs, apart from its command line so
 * tests can start it on a free port: files from the build compressed like a
 * CDN sends them, directory indexes, trailing-slash redirects, the rules of
 * public/_redirects for addresses no file answers, the 404 page with a 404
 * status, and the headers of netlify.toml and public/_headers as Netlify's
 * parser merges them.
 */
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { readFile, realpath, stat } from "node:fs/promises";
import { extname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { headersFor, readHeaderRules } from "./header-rules.mjs";
import { firstRedirect, readRedirectRules } from "./redirect-rules.mjs";

// Netlify's default for anything no rule gives a Cache-Control.
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
// Processed by the CDN, never served, however the path to them is spelt.
const CDN_FILES = new Set(["_headers", "_redirects"]);
// A CDN serves files; anything but reading them is refused.
const METHODS = "GET, HEAD";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".txt", ".xml", ".svg", ".webmanifest"]);
/**
 * Brotli at its highest quality, as a CDN serves what it has compressed once,
 * up to this size. Above it (only the editor's script), that quality would
 * hold the server's one thread for many seconds on the first request, so a
 * fast one is used (docs/testing.md).
 */
const MAX_BEST_BROTLI_BYTES = 1024 * 1024;

/** The path relative to the folder ("" for the folder itself), or null when it lies outside. */
function inside(folder, path) {
  const rel = relative(folder, path);
  return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? null : rel;
}

/**
 * A file that may be served: a regular file whose real path, once symbolic
 * links are followed, still lies in the site and is not one of the CDN's own.
 */
async function servable(realRoot, path) {
  try {
    const real = await realpath(path);
    const rel = inside(realRoot, real);
    return rel !== null && !CDN_FILES.has(rel.split("\\").join("/")) && (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** The headers every path gets (netlify.toml's and _headers' "/*" rules), for answers that serve no file. */
function everyPathHeaders(rules) {
  return headersFor(
    rules.filter((rule) => rule.path === "/*"),
    "/",
  );
}

/**
 * The path of a request, still percent-encoded, and decoded. The request
 * target is appended to a fixed origin rather than resolved against it, so
 * "//evil.example/" stays a path instead of becoming a host. Null when the
 * target is no path or holds a malformed escape such as "/%".
 */
export function requestPath(target) {
  if (!target.startsWith("/")) return null;
  let url;
  try {
    url = new URL(`http://localhost${target}`);
    return { encoded: url.pathname, decoded: decodeURIComponent(url.pathname), search: url.search };
  } catch {
    return null;
  }
}

/**
 * Where a folder asked for without its trailing slash is sent. Built from the
 * encoded path, in which an escaped slash or backslash stays text, and with
 * one leading slash, so the browser can never read it as "//other-host".
 */
export function folderLocation({ encoded, search }) {
  return `/${encoded.replace(/^\/+/, "")}/${search}`;
}

export function createSiteServer({ root: rootDir, netlifyConfigPath }) {
  const root = resolve(rootDir);
  const compressed = new Map();

  /**
   * What `read` makes of some files, read again whenever one of them has
   * changed: a rebuild while the server runs brings new hashes and rules, and
   * parsing on every request cost the test server a good part of a core.
   */
  function whenChanged(files, read) {
    let cached = { version: "", value: Promise.resolve([]) };
    return async () => {
      const versions = await Promise.all(
        files.map((file) =>
          file
            ? stat(file).then(
                ({ mtimeMs, size }) => `${mtimeMs}:${size}`,
                () => "none",
              )
            : "none",
        ),
      );
      const version = versions.join("|");
      if (version !== cached.version) cached = { version, value: read() };
      return cached.value;
    };
  }
  const headersFile = join(root, "_headers");
  const redirectsFile = join(root, "_redirects");
  const headerRules = whenChanged([headersFile, netlifyConfigPath], () =>
    readHeaderRules({ headersFile, netlifyConfigPath }),
  );
  const redirectRules = whenChanged([redirectsFile], () => readRedirectRules(redirectsFile));

  function encode(body, ext, acceptEncoding, key) {
    if (!COMPRESSIBLE.has(ext) || body.length < 1024) return { body, encoding: null };
    const wants = (name) => acceptEncoding.split(",").some((part) => part.trim().startsWith(name));
    const encoding = wants("br") ? "br" : wants("gzip") ? "gzip" : null;
    if (!encoding) return { body, encoding: null };
    // Keyed by content, so a rebuild under a running server is never served stale.
    const cacheKey = `${encoding}:${key}:${createHash("sha1").update(body).digest("base64")}`;
    if (!compressed.has(cacheKey)) {
      compressed.set(
        cacheKey,
        encoding === "br"
          ? brotliCompressSync(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: body.length > MAX_BEST_BROTLI_BYTES ? 5 : 11 },
            })
          : gzipSync(body, { level: 9 }),
      );
    }
    return { body: compressed.get(cacheKey), encoding };
  }

  return createServer(async (req, res) => {
    let rules = [];
    const answer = (status, headers, body) =>
      res.writeHead(status, { ...everyPathHeaders(rules), "Content-Type": "text/plain", ...headers }).end(body);
    try {
      rules = await headerRules();
      if (req.method !== "GET" && req.method !== "HEAD") {
        answer(405, { Allow: METHODS }, "Method not allowed");
        return;
      }
      const path = requestPath(req.url ?? "/");
      const target = path && normalize(join(root, path.decoded));
      if (!path || inside(root, target) === null) {
        answer(400, {}, "Bad request");
        return;
      }
      const pathname = path.decoded;
      const realRoot = await realpath(root);

      let file = await servable(realRoot, target);
      if (!file) {
        if (!pathname.endsWith("/") && (await servable(realRoot, join(target, "index.html")))) {
          answer(301, { Location: folderLocation(path) });
          return;
        }
        file = await servable(realRoot, join(target, "index.html"));
      }

      let status = 200;
      if (!file) {
        // The first rule that answers the address, as Netlify applies them where no file is.
        const rule = firstRedirect(await redirectRules(), pathname);
        if (rule && rule.status >= 300 && rule.status < 400) {
          answer(rule.status, { Location: rule.to }, "");
          return;
        }
        const rewritten = rule && (await servable(realRoot, join(root, rule.to)));
        status = rewritten ? rule.status : 404;
        // Where no rule answers (a language's folder has its own), the site's 404 page, as Netlify serves it.
        file = rewritten || (await servable(realRoot, join(root, "404.html")));
        if (!file) {
          answer(404, {}, "Not found");
          return;
        }
      }

      const ext = extname(file).toLowerCase();
      const raw = await readFile(file);
      const { body, encoding } = encode(raw, ext, String(req.headers["accept-encoding"] ?? ""), file);
      const ruleHeaders = headersFor(rules, pathname);
      const hasCacheControl = Object.keys(ruleHeaders).some((name) => name.toLowerCase() === "cache-control");
      const headers = {
        "Content-Type": TYPES[ext] ?? "application/octet-stream",
        ...(hasCacheControl ? {} : { "Cache-Control": DEFAULT_CACHE_CONTROL }),
        ...ruleHeaders,
        "Content-Length": body.length,
        Vary: "Accept-Encoding",
      };
      if (encoding) headers["Content-Encoding"] = encoding;
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      console.error(error);
      answer(500, {}, "Internal server error");
    }
  });
}
