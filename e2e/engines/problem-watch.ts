import { createHash } from "node:crypto";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

/**
 * For an engine whose driver cannot see the console (WebKit's classic
 * WebDriver), the site is served through this proxy, which watches on the
 * page's behalf. Every page gets a probe as the first thing in <head>, before
 * any of the site's scripts, that sends console errors and warnings, uncaught
 * errors and unhandled rejections here; the CSP gets the probe's hash and a
 * report-uri, so the browser itself reports each violation here too, from the
 * page and from its workers alike. Everything else passes through untouched.
 */
export interface ProblemWatch {
  url: string;
  problems: string[];
  close(): Promise<void>;
}

const PROBE_PATH = "/__problems";
const CSP_REPORT_PATH = "/__csp-report";

/** Plain ES5, as it runs before anything else; sendBeacon still delivers while the page unloads. */
const PROBE = `(function () {
  function report(text) { navigator.sendBeacon("${PROBE_PATH}", text); }
  function describe(value) {
    if (typeof value === "string") return value;
    if (value instanceof Error) return value.stack || String(value);
    try { return JSON.stringify(value); } catch (error) { return String(value); }
  }
  ["error", "warn"].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      report("console " + level + ": " + Array.prototype.map.call(arguments, describe).join(" "));
      return original.apply(console, arguments);
    };
  });
  window.addEventListener("error", function (event) { report("uncaught: " + event.message); });
  window.addEventListener("unhandledrejection", function (event) {
    report("unhandled rejection: " + describe(event.reason));
  });
})();`;
const PROBE_HASH = `'sha256-${createHash("sha256").update(PROBE).digest("base64")}'`;

function withProbeAllowed(csp: string): string {
  const directives = csp.split(";").map((directive) => directive.trim());
  const scripts = directives.findIndex((directive) => directive.startsWith("script-src "));
  if (scripts === -1) throw new Error(`the CSP has no script-src for the probe: ${csp}`);
  directives[scripts] += ` ${PROBE_HASH}`;
  return [...directives, `report-uri ${CSP_REPORT_PATH}`].join("; ");
}

function describeCspReport(body: string): string {
  const report = (JSON.parse(body) as { "csp-report": Record<string, string | number> })["csp-report"];
  const source = report["source-file"] ? ` at ${report["source-file"]}:${report["line-number"]}` : "";
  return `CSP violation on ${report["document-uri"]}: ${report["effective-directive"]} blocked ${report["blocked-uri"]}${source}`;
}

const DECODE: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const ENCODE: Record<string, (body: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };

/** A 404 page carries the site's policy in a <meta> (unknown paths get no CSP header). */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/**
 * The page with the probe in front, in the encoding the site chose for it,
 * and the policy its <meta> carried, if any: that <meta> goes, and the
 * policy travels as the header, where the probe's hash and the report-uri
 * can join it.
 */
function withProbe(page: Buffer, encoding: string | undefined): { body: Buffer; metaPolicy?: string } {
  const html = (encoding ? DECODE[encoding]!(page) : page).toString("utf8");
  if (!html.includes("<head>")) throw new Error("the page has no <head> for the probe");
  const meta = POLICY_META.exec(html);
  const probed = Buffer.from(html.replace(POLICY_META, "").replace("<head>", `<head><script>${PROBE}</script>`));
  return {
    body: encoding ? ENCODE[encoding]!(probed) : probed,
    ...(meta ? { metaPolicy: unescapeAttribute(meta[1]!) } : {}),
  };
}

async function bodyOf(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function watchProblems(siteUrl: string): Promise<ProblemWatch> {
  const problems: string[] = [];

  async function proxy(visitor: IncomingMessage, site: IncomingMessage) {
    const headers = { ...site.headers };
    const body = await bodyOf(site);
    if (visitor.method !== "GET" || !String(headers["content-type"]).startsWith("text/html")) return { headers, body };
    const { body: probed, metaPolicy } = withProbe(body, headers["content-encoding"]);
    const policy = headers["content-security-policy"] ?? metaPolicy;
    if (policy === undefined) throw new Error(`${visitor.url} has no Content-Security-Policy, as header or <meta>`);
    headers["content-security-policy"] = withProbeAllowed(String(policy));
    headers["content-length"] = String(probed.length);
    return { headers, body: probed };
  }

  const server = createServer(async (visitor, response) => {
    try {
      if (visitor.method === "POST" && (visitor.url === PROBE_PATH || visitor.url === CSP_REPORT_PATH)) {
        const body = (await bodyOf(visitor)).toString("utf8");
        problems.push(visitor.url === PROBE_PATH ? body : describeCspReport(body));
        response.writeHead(204).end();
        return;
      }
      const site = await new Promise<IncomingMessage>((resolve, reject) => {
        const forwarded = request(new URL(visitor.url ?? "/", siteUrl), {
          method: visitor.method,
          headers: visitor.headers,
        });
        forwarded.on("response", resolve).on("error", reject);
        visitor.pipe(forwarded);
      });
      const { headers, body } = await proxy(visitor, site);
      response.writeHead(site.statusCode ?? 502, headers).end(body);
    } catch (error) {
      problems.push(`problem watch: ${(error as Error).message}`);
      response.writeHead(502, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    problems,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
