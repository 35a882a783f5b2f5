import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import type { IAdapter, RoutesManifest } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { writeNotFoundPolicy } from "./not-found-policy";
import type { OwnArea } from "./security-headers";
import { siteHeaderRules } from "./site-header-rules";

export interface NetlifyAdapterOptions {
  /** Folders of public/ that other plugins write, each with headers of its own instead of the site's. */
  areas?: readonly OwnArea[];
}

/**
 * Gatsby's Netlify adapter, pinned in package.json and set in gatsby-config,
 * so a build on Netlify installs nothing on the fly and every local build
 * writes the same files. Gatsby hands the adapter its own default headers
 * (among them the deprecated X-XSS-Protection and a second Referrer-Policy);
 * they are replaced by the site's rules, so public/_headers holds one set in
 * which no header is set twice for a path. Adapters run after every
 * onPostBuild, so the pages are final when their scripts are hashed, and
 * the 404 pages get the policy for the unknown paths they answer.
 */
export function netlifyAdapter({ areas = [] }: NetlifyAdapterOptions = {}): IAdapter {
  const adapter = createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false });
  const { cache } = adapter;
  // Netlify carries .cache/ from deploy to deploy through its cache folder. A
  // local build (NETLIFY_LOCAL) keeps .cache/ where it is, so copying it out
  // and back in would only cost each build a few seconds.
  const netlifyCache = process.env.NETLIFY_LOCAL ? undefined : cache;
  return {
    ...adapter,
    cache: {
      // Every build starts from public/ as Gatsby left it, whatever the last build was.
      restore: async (args) => {
        undoAdapterMoves(process.cwd());
        return netlifyCache ? keepCompiledCode(process.cwd(), async () => netlifyCache.restore(args)) : false;
      },
      store: async (args) => {
        await netlifyCache?.store(args);
      },
    },
    async adapt(context) {
      const publicDir = join(process.cwd(), "public");
      // The adapter keeps whatever the file holds outside its own block; a
      // public/ kept from an earlier build must not add rules of its own.
      rmSync(join(publicDir, "_headers"), { force: true });
      const { csp, rules } = siteHeaderRules(publicDir, process.env.GATSBY_SUPABASE_URL, process.env.CONTEXT, areas);
      context.reporter.info(`Headers for public/_headers with Content-Security-Policy: ${csp}`);
      const notFound = writeNotFoundPolicy(publicDir, csp, areas);
      if (notFound.length > 0) context.reporter.info(`The site's policy written into ${notFound.join(", ")}`);
      const headerRoutes = rules.map(({ path, headers }) => ({
        path,
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      }));
      const moves = adapterMoves(context.routesManifest);
      await withOwnTmpdir(() => adapter.adapt({ ...context, headerRoutes }));
      recordAdapterMoves(process.cwd(), moves);
    },
  };
}

/** A file the adapter moved out of the place Gatsby wrote it, relative to the site's folder. */
export interface AdapterMove {
  from: string;
  to: string;
}

/** Where the last build's adapter moves are kept until the next build undoes them. */
export const ADAPTER_MOVES_FILE = join(".cache", "netlify-adapter-moves.json");

/**
 * The files gatsby-adapter-netlify (1.4, pinned) moves: a page served for a
 * pattern (a `matchPath` such as `/de/*`) goes to a file named after the
 * pattern (`public/de/[...].html`), its page data likewise; every other file
 * stays. The adapter keeps 404.html and 500.html in place as well.
 */
export function adapterMoves(routes: RoutesManifest): AdapterMove[] {
  const moves: AdapterMove[] = [];
  for (const route of routes) {
    if (route.type !== "static" || !/\/[:*]/.test(route.path)) continue;
    // The adapter cuts a pattern after its `*`: `/page-data/de/*/page-data.json` is served from one file.
    const pattern = route.path
      .replace(/\*.*/, "*")
      .replace(/:([^:/\\]+)/g, "[$1]")
      .replace(/\*([^:/\\]*)/g, "[...$1]");
    const pretty = route.filePath.endsWith(".html") && !pattern.endsWith(".html");
    const to = `public${pretty ? (pattern.endsWith("/") ? `${pattern}index.html` : `${pattern}.html`) : pattern}`;
    if (to !== route.filePath) moves.push({ from: route.filePath, to });
  }
  return moves;
}

/** Notes the moves that happened, so the next build can put the files back first. */
function recordAdapterMoves(siteDir: string, moves: readonly AdapterMove[]): void {
  const done = moves.filter(({ from, to }) => !existsSync(join(siteDir, from)) && existsSync(join(siteDir, to)));
  const file = join(siteDir, ADAPTER_MOVES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(done));
}

/**
 * Puts the files the last build's adapter moved back where Gatsby wrote them,
 * before Gatsby reads its cache. Gatsby's next build then finds its own output
 * where it left it: it rebuilds a page that changed from its page data, and
 * deletes the files of a page that is gone (a language the owner removed)
 * instead of leaving them under the adapter's name. On Netlify the restored
 * cache holds public/ from before the moves, so there is nothing to undo.
 */
export function undoAdapterMoves(siteDir: string): void {
  const file = join(siteDir, ADAPTER_MOVES_FILE);
  if (!existsSync(file)) return;
  const moves = JSON.parse(readFileSync(file, "utf8")) as AdapterMove[];
  for (const { from, to } of moves) {
    const [source, target] = [join(siteDir, to), join(siteDir, from)];
    if (!existsSync(source)) continue;
    mkdirSync(dirname(target), { recursive: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(source, target);
    // The folder named after the pattern (page-data/de/[...]/) goes with its file.
    if (readdirSync(dirname(source)).length === 0) rmSync(dirname(source), { recursive: true });
  }
  rmSync(file);
}

/**
 * Runs `work` with os.tmpdir() pointing at a new folder inside the system's,
 * removed afterwards. The adapter reads the folder through os.tmpdir() and
 * leaves a folder there for each file it writes.
 */
export async function withOwnTmpdir<T>(work: () => T | Promise<T>): Promise<T> {
  const systemTmpdir = os.tmpdir;
  const own = mkdtempSync(join(systemTmpdir(), "netlify-adapter-"));
  os.tmpdir = () => own;
  try {
    return await work();
  } finally {
    os.tmpdir = systemTmpdir;
    rmSync(own, { recursive: true, force: true });
  }
}

/**
 * Gatsby compiles gatsby-node and the local plugins into .cache/compiled
 * before it asks the adapter to restore the last build's cache, and the
 * restore replaces all of .cache: the build would then run the last build's
 * plugin code, and store it again for the next. This keeps the fresh
 * compilation across the restore.
 */
export async function keepCompiledCode<T>(siteDir: string, restore: () => Promise<T>): Promise<T> {
  const compiled = join(siteDir, ".cache", "compiled");
  if (!existsSync(compiled)) return restore();
  const aside = mkdtempSync(join(os.tmpdir(), "gatsby-compiled-"));
  cpSync(compiled, aside, { recursive: true });
  try {
    return await restore();
  } finally {
    rmSync(compiled, { recursive: true, force: true });
    cpSync(aside, compiled, { recursive: true });
    rmSync(aside, { recursive: true, force: true });
  }
}
