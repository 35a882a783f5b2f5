import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { nextFrames, requestsSettled } from "./support/settle";
import { REQUIRED } from "./support/required";
import { sectionLanded } from "./support/section-landed";
import { chat, experience, projects, shownSections, site, skills, tools } from "./support/content";
import { ON_PHONE } from "./support/widths";

const MISSING_PATH = "/no-such-page/";
const SECTIONS: string[] = shownSections.filter((id) => id !== "hero");
// Hydration, axe and the Tab walk are slow on a busy machine; these tests wait for it rather than race it.
const HYDRATION_TIMEOUT_MS = 30_000;
test.describe.configure({ timeout: 120_000 });

const isPhone = () => test.info().project.name === "phone";

/** Hydrated (the phone clock only shows with React) and the hero past its loader. */
async function openHome(page: Page, path = "/") {
  await page.goto(path);
  if (path !== "/") return;
  await expect(page.getByTestId("phone-clock")).not.toBeEmpty({ timeout: HYDRATION_TIMEOUT_MS });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: HYDRATION_TIMEOUT_MS });
  await expect(page.locator("[data-hero-content]")).toBeVisible();
}

async function startConversation(page: Page) {
  const input = page.getByLabel(`Message ${site.name}'s AI`);
  await input.fill("Tell me about your projects");
  await input.press("Enter");
  const log = page.locator("#chat").getByRole("log");
  await expect(log.getByText("Tell me about your projects").last()).toBeVisible();
  // The canned reply lands after one second: greeting, question, answer.
  await expect(log.getByRole("listitem")).toHaveCount(3);
  await expect(log.getByRole("img", { name: `${site.name}'s AI is typing…` })).toHaveCount(0);
}

/**
 * Mid-fade, the contact tagline's phrases are half transparent and axe measures
 * them at that opacity. The pause button (there for WCAG 2.2.2) holds the phrase
 * in view, and the scan waits for its fade to end, so axe judges the text as it
 * is read.
 */
async function holdRotatingTagline(page: Page) {
  await page.getByRole("button", { name: "Pause rotating tagline" }).click();
}

async function expectNoViolationsAsRead(page: Page) {
  if (page.url().endsWith("/") && !page.url().endsWith(MISSING_PATH)) await holdRotatingTagline(page);
  await expectNoAxeViolations(page);
}

async function withContext(browser: Browser, options: BrowserContextOptions, run: (page: Page) => Promise<void>) {
  const viewport = test.info().project.use.viewport ?? undefined;
  const context = await browser.newContext({ viewport, ...options });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("axe WCAG 2.2 A/AA", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      // One scan of the whole page once the hero has loaded, with a conversation in the chat: the page as first
      // shown holds nothing the conversation takes away, so a second scan without it found nothing more.
      test("home page after the hero has loaded, with a chat conversation", { tag: ON_PHONE }, async ({ page }) => {
        await openHome(page);
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await startConversation(page);
        await expectNoViolationsAsRead(page);
      });

      test("404 page", async ({ page }) => {
        await openHome(page, MISSING_PATH);
        await expect(page.getByText("Oops! Page not found")).toBeVisible();
        await expectNoViolationsAsRead(page);
      });
    });
  }
});

interface FocusStop {
  key: string;
  section: string;
  hidden: boolean;
  /** The visible outline and box-shadow layers while focused, to compare with the same element unfocused. */
  ring: string[];
}

/** A stop the walk must reach: a label for the failure message and what the stop looks like. */
type FocusExpectation = [string, RegExp | ((stop: FocusStop) => boolean)];

/**
 * Serialised into the page: the visible parts of an element's outline and box-shadow, what a
 * focus indicator changes. A transparent outline or a shadow layer with no colour or no extent
 * draws nothing, so it does not count: a ring whose variables went missing still computes to
 * such layers. It waits for the element's transitions to end first: read at
 * once, a card that eases its ring in still shows its unfocused shadow.
 */
const RING_STYLE = `async (element) => {
  const settled = Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => null)));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
  const style = getComputedStyle(element);
  const opaque = (colour) => !/^rgba\\(.*,\\s*0\\)$/.test(colour) && colour !== "transparent";
  const layers = [];
  if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor)) {
    layers.push("outline " + style.outlineWidth + " " + style.outlineColor);
  }
  for (const layer of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\\))/)) {
    const colour = (layer.match(/rgba?\\([^)]*\\)/) || ["transparent"])[0];
    const lengths = (layer.replace(colour, "").match(/-?[\\d.]+px/g) || []).map(parseFloat);
    if (opaque(colour) && lengths.some((length) => length !== 0)) layers.push("shadow " + layer.trim());
  }
  return layers;
}`;

/** Describes the focused element: its accessible-ish name, the section it is in, and whether it sits in a hidden slide. */
function describeFocus(page: Page, step: number): Promise<FocusStop | null> {
  return page.evaluate(
    async ([index, ringStyle]) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.setAttribute("data-tab-step", String(index));
      const name =
        element.getAttribute("aria-label") ??
        ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
        (element.getAttribute("aria-labelledby")
          ? document.getElementById(element.getAttribute("aria-labelledby")!)?.textContent
          : null) ??
        element.innerText?.trim().replace(/\s+/g, " ").slice(0, 60) ??
        "";
      const marker = element.hasAttribute("data-hero-intro") ? "[hero-intro]" : "";
      return {
        key: `${element.tagName.toLowerCase()}${marker} ${name}`.trim(),
        section: element.closest("section[id], footer, header")?.id || element.closest("footer")?.tagName || "",
        hidden: Boolean(element.closest(".slick-cloned, [aria-hidden='true'], [inert]")),
        ring: (await new Function(`return ${ringStyle}`)()(element)) as string[],
      };
    },
    [step, RING_STYLE] as const,
  );
}

test.describe("keyboard", () => {
  test(
    "Tab walks the page in order, skips hidden slides, shows a ring on every stop and never traps",
    { tag: ON_PHONE },
    async ({ page }) => {
      await openHome(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const stops: FocusStop[] = [];
      for (let step = 0; step < 200; step += 1) {
        await page.keyboard.press("Tab");
        const stop = await describeFocus(page, step);
        if (!stop) break;
        stops.push(stop);
      }
      const keys = stops.map((stop) => stop.key);
      test.info().annotations.push({ type: "focus order", description: keys.join("\n") });

      // Leaving the last footer control hands focus back to the browser, so the walk ends on its own.
      expect(stops.length, keys.join("\n")).toBeLessThan(200);
      expect(
        stops.filter((stop) => stop.hidden),
        "focus inside a hidden or cloned slide",
      ).toEqual([]);

      const expected: FocusExpectation[] = [
        ["skip link", /^a Skip to main content$/],
        ["theme toggle", /^button Switch to (dark|light) mode$/],
        [
          "photo gallery",
          (stop) => stop.section === "hero" && stop.key.startsWith("div") && !stop.key.includes("[hero"),
        ],
        ["hero name and tagline", /^div\[hero-intro\]/],
        ["Download CV", /^button Download CV$/],
        ["LinkedIn", /^a LinkedIn/],
        ["Contact Me", /^a Contact Me$/],
        ...(isPhone()
          ? <FocusExpectation[]>[
              ["skill arrows", /^button Previous skill$/],
              ["project card", (stop) => stop.section === "projects" && stop.key.startsWith("a ")],
              ["project dots", (stop) => stop.section === "projects" && /Go to slide/.test(stop.key)],
              ["experience dots", (stop) => stop.section === "experience" && /Go to slide/.test(stop.key)],
            ]
          : <FocusExpectation[]>[
              ["skill arrows", /^button Previous skill$/],
              ["tool arrows", /^button Next tool$/],
              ["project arrows", /^button Next project$/],
              ["project card", (stop) => stop.section === "projects" && stop.key.startsWith("a ")],
              ["experience logos", /^button Highlight /],
            ]),
        ["chat quick prompt", (stop) => stop.section === "chat" && stop.key === `button ${chat.quickPrompts[0]}`],
        ["chat input", /^textarea Message /],
        // The invitation (the tagline's pause, then the greeting) comes before the actions, as it reads.
        ["tagline pause", /^button Pause rotating tagline$/],
        ["Just Say Hi", (stop) => stop.section === "contact" && /say hi/i.test(stop.key)],
        ["contact action", (stop) => stop.section === "contact" && stop.key.includes(site.contactActions[0]!.title)],
        ["footer Home", /^a Home$/],
        ["footer Contact", /^a Contact$/],
        ["footer mail", /^a Email /],
      ];
      let from = 0;
      for (const [label, matcher] of expected) {
        const matches = (stop: FocusStop) => (matcher instanceof RegExp ? matcher.test(stop.key) : matcher(stop));
        const found = stops.findIndex((stop, position) => position >= from && matches(stop));
        expect(found, `${label} not reached after stop ${from} in:\n${keys.join("\n")}`).toBeGreaterThanOrEqual(0);
        from = found + 1;
      }
      const reached = (texts: string[], section: string) =>
        texts.filter((text) => stops.some((stop) => stop.section === section && stop.key.includes(text)));
      expect(reached(chat.quickPrompts, "chat")).toEqual(chat.quickPrompts);
      const actionTitles = site.contactActions.map((action) => action.title);
      expect(reached(actionTitles, "contact")).toEqual(actionTitles);
      const footerLinks = stops.filter((stop) => stop.section === "FOOTER").map((stop) => stop.key);
      expect(footerLinks.length, footerLinks.join("\n")).toBeGreaterThanOrEqual(7);

      // Every stop must show something focused that it does not show unfocused: a visible ring or outline.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const unfocusedStyles = await page.evaluate(
        ([count, ringStyle]) =>
          Promise.all(
            Array.from({ length: count }, (_, step) => {
              const element = document.querySelector(`[data-tab-step="${step}"]`);
              return element ? (new Function(`return ${ringStyle}`)()(element) as Promise<string[]>) : null;
            }),
          ),
        [stops.length, RING_STYLE] as const,
      );
      const withoutRing = stops.filter((stop, step) => {
        const unfocused = unfocusedStyles[step];
        return Boolean(unfocused) && stop.ring.every((layer) => unfocused?.includes(layer));
      });
      expect(withoutRing.map((stop) => stop.key)).toEqual([]);
    },
  );

  test("the send button joins the tab order once there is text", async ({ page }) => {
    await openHome(page);
    const input = page.getByLabel(`Message ${site.name}'s AI`);
    await input.fill("Hello");
    await input.press("Tab");
    await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test("every section's text is in the HTML and visible, with no spinner", async ({ browser }) => {
    await withContext(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto("/");
      const hero = page.locator("#hero");
      await expect(hero.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
      await expect(hero.getByText(site.tagline, { exact: true })).toBeVisible();
      await expect(hero.getByText(site.subLines[0]!, { exact: true })).toBeVisible();
      await expect(
        hero.getByRole("button", { name: "Download CV" }).or(hero.getByRole("link", { name: "Download CV" })),
      ).toBeVisible();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(page.getByText("Loading...")).toBeHidden();

      const expectTexts = async (sectionId: string, texts: string[]) => {
        const section = page.locator(`#${sectionId}`);
        for (const text of texts) {
          // Not exact: a chat bubble starts with the speaker's name for screen readers. Without scripts both
          // experience layouts are in the HTML and CSS shows one, so only the visible copy counts.
          const element = section.getByText(text).locator("visible=true").first();
          await expect(element, `${sectionId}: ${text}`).toBeVisible();
          const opacity = await element.evaluate((node) => {
            let value = 1;
            for (let current: Element | null = node; current; current = current.parentElement) {
              value *= Number(getComputedStyle(current).opacity);
            }
            return value;
          });
          expect(opacity, `${sectionId}: ${text} is transparent`).toBe(1);
        }
      };
      await expectTexts("about", [
        ...site.about,
        ...skills.map((skill) => skill.label),
        ...tools.map((tool) => tool.name),
      ]);
      await expectTexts(
        "projects",
        projects.flatMap((project) => [project.title, project.description]),
      );
      await expectTexts(
        "experience",
        experience.flatMap((entry) => [entry.title, entry.company]),
      );
      await expectTexts("chat", [`${site.name}'s AI`, chat.greeting]);
      await expectTexts("contact", [site.availability, ...site.contactActions.map((action) => action.title)]);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(site.jobTitle)).toBeVisible();
      for (const label of ["Home", "About", "Projects", "Experience", "Contact"]) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
    });
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("a contact action jumps to the projects with no confetti", async ({ page }) => {
    await openHome(page);
    const action = page.locator("#contact ul a").nth(3);
    await action.scrollIntoViewIfNeeded();
    await action.click();
    // A jump lands at once, below the header bar; a smooth scroll would still be on its way.
    expect(await page.evaluate(sectionLanded, "projects")).toBe(true);
    // A burst would ask for its chunk in the click's handler: once requests have settled and a frame has passed, it would show.
    await requestsSettled(page);
    await nextFrames(page);
    await expect(page.locator("body > canvas")).toHaveCount(0);
  });

  test("reveal items are simply visible, without transform or fade", async ({ page }) => {
    await openHome(page);
    await page.locator("#experience").scrollIntoViewIfNeeded();
    const styles = await page
      .locator("[data-reveal]")
      .evaluateAll((items) => items.map((item) => [getComputedStyle(item).transform, getComputedStyle(item).opacity]));
    expect(styles.length).toBeGreaterThan(0);
    for (const [transform, opacity] of styles) {
      expect(transform).toBe("none");
      expect(opacity).toBe("1");
    }
  });
});

test.describe("rotating texts", () => {
  test("are not live regions and pause while hovered", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const live = await page
      .locator("[data-sub-line], #contact p.grid")
      .evaluateAll((nodes) => nodes.map((node) => node.closest("[aria-live]")?.getAttribute("aria-live") ?? "off"));
    expect(live).toEqual(["off", "off"]);
    const tagline = page.locator("#contact p.grid");
    await tagline.hover();
    const shown = () => tagline.locator(":scope > span:not([aria-hidden])").textContent();
    const first = await shown();
    // Past the next change on the page's clock: a rotation that ignored the hover would have shown.
    await page.clock.runFor(REQUIRED.contactTaglineIntervalMs + 500);
    expect(await shown()).toBe(first);
  });
});

test.describe("landmarks and headings", () => {
  test("one h1 (the name), an h2 per section, main, one footer and labelled regions", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
    for (const id of SECTIONS) {
      await expect(page.locator(`section#${id} h2`), id).toHaveCount(1);
    }
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.locator("#hero").getByRole("region")).toHaveAccessibleName(/.+/);
    await expect(page.locator("#chat").getByRole("region", { name: `${site.name}'s AI` })).toHaveCount(1);
  });
});

test.describe("reflow", () => {
  for (const width of [320, 640]) {
    test(`${width} px wide (${width === 640 ? "1280 px at 200% zoom" : "narrow phone"}): no horizontal scroll, nothing cut off`, async ({
      browser,
    }) => {
      await withContext(browser, { viewport: { width, height: 800 } }, async (page) => {
        await openHome(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        const clipped = await page.locator("h1, h2, p, a, button, li, textarea").evaluateAll((nodes) =>
          nodes
            .filter((node) => !node.closest(".slick-slide[aria-hidden='true'], .sr-only, [aria-hidden='true']"))
            .filter((node) => {
              const style = getComputedStyle(node);
              if (style.overflowX === "visible" || style.display === "none") return false;
              return node.scrollWidth > node.clientWidth + 1;
            })
            .map((node) => `${node.tagName} ${node.textContent?.trim().slice(0, 40)}`),
        );
        expect(clipped).toEqual([]);
        const outside = await page.locator("main h1, main h2, main p, footer p, footer a").evaluateAll((nodes) =>
          nodes
            // Slides off to the side of a carousel (a slider's, or the strip that stands in until it mounts) are clipped by design.
            .filter((node) => !node.closest(".slick-slide, .carousel-static-slide, .sr-only, [aria-hidden='true']"))
            .filter((node) => {
              const box = node.getBoundingClientRect();
              return box.width > 0 && (box.left < -1 || box.right > document.documentElement.clientWidth + 1);
            })
            .map((node) => `${node.tagName} ${node.textContent?.trim().slice(0, 40)}`),
        );
        expect(outside).toEqual([]);
      });
    });
  }
});
