import { expect, type BrowserContext, type Download, type Page, type Request, type Route } from "@playwright/test";
import { site } from "./content";

/**
 * What a visitor does with each feature, as steps that e2e specs chain: the
 * security spec runs them under the production CSP, the failure-path spec
 * breaks what they depend on. Every step waits for its visible outcome.
 */

/** The e2e build points the site at this backend (npm run build:e2e). */
export const TRACKING_URL = "http://127.0.0.1:54321/functions/v1/track-cv-download";
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, apikey, content-type, x-client-info",
  "access-control-allow-methods": "POST, OPTIONS",
};

export type TrackingOutcome = "ok" | "500" | "abort" | "connectionrefused" | "hang" | "hold";

/**
 * Answers CORS preflights and records the real calls. "hold" keeps each call
 * in `held` until the test releases it; "hang" never answers at all.
 */
export async function interceptTracking(page: Page, outcome: TrackingOutcome) {
  const calls: Request[] = [];
  const held: Route[] = [];
  await page.route(TRACKING_URL, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    calls.push(route.request());
    if (outcome === "ok") return route.fulfill({ status: 200, headers: CORS, json: { ok: true } });
    if (outcome === "500") return route.fulfill({ status: 500, headers: CORS, json: { error: "boom" } });
    if (outcome === "abort") return route.abort("failed");
    if (outcome === "connectionrefused") return route.abort("connectionrefused");
    if (outcome === "hold") held.push(route);
    return undefined;
  });
  const release = (route: Route) => route.fulfill({ status: 200, headers: CORS, json: { ok: true } });
  return { calls, held, release };
}

/** New tabs land on a local stub instead of the real sites, so no test needs the network. */
export async function stubExternalSites(context: BrowserContext) {
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>External stub</title>" }),
  );
}

/** Loads the page and waits until React owns it (the chat's clock only renders in the browser). */
export async function openHydrated(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.getByTestId("phone-clock")).toHaveText(/^\d{2}:\d{2}$/, { timeout: 15_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The page's clock stands still from hydration on, so the tracking time limit
 * runs out exactly when the test says and never because a loaded machine was
 * slow to fetch supabase-js.
 */
export async function openWithFrozenTimers(page: Page) {
  await page.clock.install();
  await openHydrated(page);
  await page.clock.pauseAt(Date.now() + 1000);
}

export const downloadButton = (page: Page) => page.locator("section#hero").getByRole("button", { name: "Download CV" });

export async function downloadCv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent("download", { timeout: 10_000 });
  await downloadButton(page).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(downloadButton(page)).toHaveAttribute("aria-busy", "false");
  return download;
}

const ASSISTANT = `${site.name}'s AI`;
export const chatPhone = (page: Page) => page.getByRole("region", { name: ASSISTANT });
export const chatInput = (page: Page) => chatPhone(page).getByRole("textbox", { name: `Message ${ASSISTANT}` });
export const chatMessages = (page: Page) => chatPhone(page).getByRole("log").getByRole("listitem");

/** Sends one message and waits for the assistant's reply below it. */
export async function chatOnce(page: Page, text: string) {
  const before = await chatMessages(page).count();
  await chatInput(page).fill(text);
  await chatInput(page).press("Enter");
  await expect(chatMessages(page)).toHaveCount(before + 2, { timeout: 5000 });
  await expect(chatMessages(page).last()).toContainText(`${ASSISTANT}:`);
}

const contactActions = (page: Page) => page.locator("section#contact").getByRole("list").getByRole("link");

/** Opens the scheduling action in its (stubbed) new tab, then the in-page one, which bursts confetti. */
export async function clickContactActions(page: Page) {
  await stubExternalSites(page.context());
  const scheduling = page.locator(`section#contact a[href="${site.schedulingUrl}"]`);
  const [tab] = await Promise.all([page.context().waitForEvent("page"), scheduling.click()]);
  await tab.waitForLoadState();
  await tab.close();
  await contactActions(page).last().click();
  await expect(page.locator("body > canvas")).toHaveCount(1, { timeout: 10_000 });
}

/**
 * The first visible project and whether the track is still animating:
 * react-slick ignores a slide change until the running one has ended
 * (waitForAnimate), so each step waits for the track to come to rest.
 */
const projectsAt = (page: Page) =>
  page.locator("#projects .slick-track").evaluate((track) => ({
    first: Number(track.querySelector(".slick-slide.slick-active")?.getAttribute("data-index")),
    moving: (track as HTMLElement).style.transition !== "",
  }));

/** A slide change takes ~417 ms of animation, far longer on a loaded machine. */
const SLIDE_POLL = { timeout: 10_000 };

/** Moves the projects carousel one project on and back, with its arrows where they show, else with its dots. */
export async function moveProjectCarousel(page: Page) {
  const projects = page.locator("#projects");
  await projects.scrollIntoViewIfNeeded();
  await expect(projects.locator(".slick-slider")).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await projectsAt(page)).moving, SLIDE_POLL).toBe(false);
  const { first } = await projectsAt(page);
  const count = await projects.locator(".slick-slide:not(.slick-cloned)").count();
  const next = projects.getByRole("button", { name: "Next project" });
  const arrows = await next.isVisible();
  const dot = (index: number) => projects.getByRole("button", { name: `Go to slide ${index + 1}` });
  await (arrows ? next : dot((first + 1) % count)).click();
  await expect.poll(() => projectsAt(page), SLIDE_POLL).toEqual({ first: (first + 1) % count, moving: false });
  await (arrows ? projects.getByRole("button", { name: "Previous project" }) : dot(first)).click();
  await expect.poll(() => projectsAt(page), SLIDE_POLL).toEqual({ first, moving: false });
}

/** Swipes the hero's photo stack by keyboard, one photo each way. */
export async function swipePhotoStack(page: Page) {
  const hero = page.locator("section#hero");
  const position = hero.locator('[aria-live="polite"]');
  await hero.getByRole("region", { name: "Photo gallery" }).focus();
  await expect(position).toHaveText(/^Photo 1 of \d+$/);
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(/^Photo 2 of \d+$/);
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(/^Photo 3 of \d+$/);
}

const themeButton = (page: Page) => page.getByRole("button", { name: /^Switch to (dark|light) mode$/ });
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** Toggles the theme twice, back to where it started. */
export async function toggleThemeTwice(page: Page) {
  const startedDark = await isDark(page);
  await themeButton(page).click();
  await expect.poll(() => isDark(page)).toBe(!startedDark);
  await themeButton(page).click();
  await expect.poll(() => isDark(page)).toBe(startedDark);
}
