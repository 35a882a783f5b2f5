import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Response, expect, test } from "@playwright/test";
import pg from "pg";
import { freePort } from "../scripts/free-port.mjs";

/**
 * The whole CV-download flow on one machine: the production build (made with
 * GATSBY_SUPABASE_URL=http://127.0.0.1:54321 GATSBY_SUPABASE_ANON_KEY=e2e-anon-key)
 * served by the config's webServer, `npm run backend` started here, and the
 * row looked up in its PostgreSQL.
 */
const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL ?? "http://127.0.0.1:54321";
const ANON_KEY = process.env.GATSBY_SUPABASE_ANON_KEY ?? "e2e-anon-key";
const ROOT = join(__dirname, "..");
const SUPABASE_UMD = join(ROOT, "node_modules", "@supabase", "supabase-js", "dist", "umd", "supabase.js");
const BACKEND_START_TIMEOUT_MS = 90_000;
// Rows are found by a user agent no other run or test can produce.
const USER_AGENT = `Mozilla/5.0 (e2e backend ${randomUUID()})`;

interface Row {
  created_at: Date;
  reported_at: Date | null;
  user_agent: string;
  referrer: string;
}

let backend: ChildProcess | undefined;
let db: pg.Pool | undefined;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** A worker replacing a failed one may start while the old one still stops its backend. */
async function waitForFreePort(port: number): Promise<void> {
  for (let waited = 0; !(await isFree(port)); waited += 250) {
    if (waited > BACKEND_START_TIMEOUT_MS) throw new Error(`port ${port} stays busy: is another backend running?`);
    await sleep(250);
  }
}

/** Runs `npm run backend`'s script with a throwaway database; resolves with the database URL it prints. */
async function startBackend(): Promise<string> {
  const apiPort = new URL(SUPABASE_URL).port;
  await waitForFreePort(Number(apiPort));
  const args = ["--api-port", apiPort, "--db-port", String(await freePort()), "--ephemeral"];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/local-backend/main.ts", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  backend = child;
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), BACKEND_START_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local backend ready[\s\S]*?database\s+(\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${output}`));
    });
  });
}

async function stopBackend(): Promise<void> {
  const child = backend;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM"); // main.ts stops PostgreSQL and deletes its data on SIGTERM
  await exited;
}

const rowsFor = async (userAgent: string): Promise<Row[]> =>
  (
    await db!.query<Row>(
      "select created_at, reported_at, user_agent, referrer from cv_downloads where user_agent = $1",
      [userAgent],
    )
  ).rows;

test.describe("CV download tracking against the local backend", () => {
  // In order, in one worker: a second worker could not bind the same backend port.
  test.describe.configure({ mode: "default" });
  test.use({ userAgent: USER_AGENT });

  test.beforeAll(async () => {
    const testInfo = test.info();
    // The build points at one fixed backend port, so only one project may own it.
    test.skip(testInfo.project.name !== "desktop", "the local backend runs once, in the desktop project");
    testInfo.setTimeout(BACKEND_START_TIMEOUT_MS + 30_000);
    db = new pg.Pool({ connectionString: await startBackend(), max: 2 });
    // The backend's shutdown ends idle connections; that is no test failure.
    db.on("error", () => undefined);
  });

  test.afterAll(async () => {
    await db?.end();
    await stopBackend();
  });

  test("clicking Download CV records one row and still downloads the PDF", async ({ page }) => {
    const consoleLines: string[] = [];
    page.on("console", (message) => consoleLines.push(message.text()));
    const before = Date.now();
    await page.goto("/");
    // The hero shows its buttons once its photos have loaded.
    await expect(page.getByText("Loading...")).toHaveCount(0);

    const downloadCv = page.locator("section#hero").getByRole("button", { name: "Download CV" });
    const [download] = await Promise.all([page.waitForEvent("download"), downloadCv.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await expect.poll(() => rowsFor(USER_AGENT)).toHaveLength(1);
    const [row] = await rowsFor(USER_AGENT);
    expect(row?.referrer).toBe("direct");
    for (const time of [row?.created_at, row?.reported_at]) {
      expect(time?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(time?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(consoleLines.filter((line) => line.includes("Download tracking failed"))).toEqual([]);
  });

  test.describe("with the library injected by the test", () => {
    // The site's CSP rightly refuses the test's own inline copy of supabase-js;
    // what is under test here is the backend's CORS answer, not the CSP.
    test.use({ bypassCSP: true });

    test("supabase-js on the site's origin passes Chromium's CORS preflight and gets 201", async ({ page }) => {
      await page.goto("/");
      await page.addScriptTag({ path: SUPABASE_UMD });
      const userAgent = `${USER_AGENT} supabase-js`;
      const result = await page.evaluate(
        async ({ url, key, userAgent }) => {
          const { createClient } = (window as unknown as { supabase: typeof import("@supabase/supabase-js") }).supabase;
          const client = createClient(url, key);
          const body = { timestamp: new Date().toISOString(), userAgent, referrer: document.referrer || "direct" };
          const { data, error } = await client.functions.invoke("track-cv-download", { body });
          return { data: data as unknown, error: error ? String(error) : null };
        },
        { url: SUPABASE_URL, key: ANON_KEY, userAgent },
      );
      expect(result).toEqual({ data: { ok: true }, error: null });
      expect(await rowsFor(userAgent)).toHaveLength(1);
    });
  });

  test("past the per-client limit a click gets 429, logs the failed tracking and still downloads the PDF", async ({
    page,
  }) => {
    const { rows: limits } = await db!.query<{ per_client: number }>(
      "select per_client from private.cv_download_limits()",
    );
    const perClient = limits[0]!.per_client;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByText("Loading...")).toHaveCount(0);
    const downloadCv = page.locator("section#hero").getByRole("button", { name: "Download CV" });
    const trackingCall = (response: Response) =>
      response.url() === `${SUPABASE_URL}/functions/v1/track-cv-download` && response.request().method() === "POST";

    // Every browser here connects from 127.0.0.1, so earlier tests count too: click until the limit answers.
    const rowsBefore = (await rowsFor(USER_AGENT)).length;
    const statuses: number[] = [];
    for (let click = 0; click <= perClient && !statuses.includes(429); click += 1) {
      const [response, download] = await Promise.all([
        page.waitForResponse(trackingCall),
        page.waitForEvent("download"),
        downloadCv.click(),
      ]);
      statuses.push(response.status());
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    }

    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    await expect.poll(() => errors.some((line) => line.includes("Download tracking failed"))).toBe(true);
    expect(await rowsFor(USER_AGENT)).toHaveLength(rowsBefore + statuses.length - 1);
  });
});
