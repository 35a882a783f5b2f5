import { setTimeout as sleep } from "node:timers/promises";
import { SECTION_IDS } from "../../src/lib/sections";
import { SCROLL_DRIVEN_QUERY } from "../../src/components/experience/timeline-fade";
import { chat, contentIn, languages, projects, site } from "../support/content";
import { FONT_CUTS } from "../support/fonts";
import { MESSAGE_TABLES } from "../../src/i18n/message-tables";
import { formatMessage } from "../../src/i18n/messages";
import { sectionLanded } from "../support/section-landed";
import { REQUIRED } from "../support/required";
import type { EnginePage } from "./engine";
import {
  arrowMasks,
  carouselState,
  fetchedFonts,
  focus,
  focusedText,
  headerLineShows,
  ownedByReact,
  pageLanguage,
  requestForbiddenImage,
  scrollToMiddle,
  shows,
  texts,
  themeState,
  timelineRoom,
} from "./in-page";
import { waitFor } from "./wait";

/**
 * A visitor's core journey, the same in every engine: each step acts as a
 * visitor does (real clicks and key presses) and waits for what the visitor
 * would see. Expected texts come from the content the build was made from.
 */
export interface Step {
  name: string;
  run: (page: EnginePage) => Promise<void>;
}

/** Hydration waits for the hero's photos and then the bundles: slow on a busy 2-core machine. */
const WAIT_MS = 15_000;
const until = (what: string, check: () => Promise<boolean>) => waitFor(what, check, WAIT_MS);

const HERO = `#${SECTION_IDS.hero}`;
const GALLERY = `${HERO} [role="region"][aria-label="Photo gallery"]`;
const THEME_TOGGLE = "button[data-theme-toggle]";
const CHAT = `#${SECTION_IDS.chat}`;
const PROJECTS = `#${SECTION_IDS.projects}`;
const EXPERIENCE = `#${SECTION_IDS.experience}`;
const HEADER = "header.site-header";
/** Time for the timeline's box, once mounted, to measure its roles: it does on the next frames. */
const TIMELINE_SETTLE_MS = 1_000;
const PROJECTS_ACTION = `#${SECTION_IDS.contact} a[href="${PROJECTS}"]`;
const CONTACT_CARDS = `#${SECTION_IDS.contact} .contact-actions > li > a`;
const NOT_FOUND_PATH = "/no-such-page/";
/** An origin the site's img-src does not allow, requested on purpose at the end. */
const FORBIDDEN_IMAGE = "http://csp-canary.invalid/canary.png";

/**
 * Clicks once React owns the element. Each section hydrates in a later pass
 * of its own (HydrationBoundary), and React 18 drops a click on markup it
 * cannot hydrate at once rather than replay it: on a busy machine the journey
 * would click too early and wait for nothing.
 */
async function clickHydrated(page: EnginePage, selector: string) {
  await until(`React has hydrated ${selector}`, () => page.run(ownedByReact, selector));
  await page.click(selector);
}

const toggleLabel = (dark: boolean) => (dark ? "Switch to light mode" : "Switch to dark mode");

/**
 * The problems the journey causes on purpose: the 404 page logs the missing
 * path, and the forbidden image proves the CSP watch reports. Both must show
 * up, so a watch that went blind fails the smoke instead of passing it.
 */
const EXPECTED_PROBLEMS = [
  new RegExp(`^console error: 404 Error: User attempted to access non-existent route: ${NOT_FOUND_PATH}$`),
  new RegExp(FORBIDDEN_IMAGE.replace(/[.]/g, "\\.")),
];

export const JOURNEY: Step[] = [
  {
    name: "hero",
    async run(page) {
      await page.open("/");
      await until(`the hero shows "${site.name}"`, () => page.run(shows, `${HERO} h1`, site.name));
      await until("React has hydrated the hero", () => page.run(ownedByReact, `${HERO} h1`));
    },
  },
  {
    name: "theme",
    async run(page) {
      const before = await page.run(themeState, THEME_TOGGLE);
      if (before.label !== toggleLabel(before.dark)) throw new Error(`the theme toggle reads "${before.label}"`);
      await clickHydrated(page, THEME_TOGGLE);
      await until(`the theme flips and its toggle reads "${toggleLabel(!before.dark)}"`, async () => {
        const after = await page.run(themeState, THEME_TOGGLE);
        return after.dark === !before.dark && after.label === toggleLabel(after.dark);
      });
    },
  },
  {
    name: "photos",
    async run(page) {
      const position = `${GALLERY} [aria-live="polite"]`;
      const count = site.heroPhotos.length;
      await until("React has hydrated the photo gallery", () => page.run(ownedByReact, GALLERY));
      if (!(await page.run(focus, GALLERY))) throw new Error("the photo gallery does not take the focus");
      await until(`it reads "Photo 1 of ${count}"`, () => page.run(shows, position, `Photo 1 of ${count}`));
      await page.press("ArrowLeft");
      await until(`ArrowLeft swipes to "Photo 2 of ${count}"`, () => page.run(shows, position, `Photo 2 of ${count}`));
    },
  },
  {
    name: "chat",
    async run(page) {
      const prompt = chat.quickPrompts[0];
      if (!prompt) throw new Error("the content's chat has no quick prompt");
      const quickPrompt = `${CHAT} [aria-label="Suggested questions"] li:first-child button`;
      const messages = `${CHAT} [role="log"] li > p`;
      // Which topic a prompt picks is the chat tests' concern; here, a quick prompt gets one of the topics' replies.
      const answers = chat.topics.map((topic) => `${site.name}'s AI: ${topic.reply}`);
      await until(`the first quick prompt reads "${prompt}"`, () => page.run(shows, quickPrompt, prompt));
      const before = (await page.run(texts, messages)).length;
      await clickHydrated(page, quickPrompt);
      await until("the prompt fills the focused message box", async () => (await page.run(focusedText)) === prompt);
      const sent = Date.now();
      await page.press("Enter");
      await until("the assistant replies to the prompt", async () => {
        const [asked, answered, ...more] = (await page.run(texts, messages)).slice(before);
        return asked === `You: ${prompt}` && answers.includes(answered ?? "") && more.length === 0;
      });
      const replyMs = Date.now() - sent;
      if (replyMs < REQUIRED.chatReplyDelayMs) throw new Error(`the reply came ${replyMs} ms after the message`);
    },
  },
  {
    name: "projects",
    async run(page) {
      const track = `${PROJECTS} .slick-track`;
      await page.run(scrollToMiddle, PROJECTS);
      await until("the projects carousel is mounted and at rest", async () => {
        return (await page.run(carouselState, track))?.moving === false;
      });
      const { first } = (await page.run(carouselState, track))!;
      const next = (first + 1) % projects.length;
      await clickHydrated(page, `${PROJECTS} button[aria-label="Next project"]`);
      await until(`the carousel comes to rest one project on, at project ${next + 1}`, async () => {
        const now = await page.run(carouselState, track);
        return now?.first === next && !now.moving;
      });
    },
  },
  {
    // At the journey's desktop width the roles stand in a box of the timeline's height, which the test content's
    // roles overflow: under its last whole role the box leaves room only where the lines of the roles below show.
    name: "timeline",
    async run(page) {
      await page.run(scrollToMiddle, EXPERIENCE);
      await until("the header draws its line over the scrolled page", () => page.run(headerLineShows, HEADER));
      await until(
        "the timeline's scroll area is mounted",
        async () => (await page.run(timelineRoom, EXPERIENCE, SCROLL_DRIVEN_QUERY)) !== null,
      );
      if ((await page.run(timelineRoom, EXPERIENCE, SCROLL_DRIVEN_QUERY))!.scrollDriven) {
        await until("the lines of the roles below the box show in the room under its last whole role", async () => {
          const box = await page.run(timelineRoom, EXPERIENCE, SCROLL_DRIVEN_QUERY);
          return box?.rooms === 1 && box.linesShow;
        });
        return;
      }
      await sleep(TIMELINE_SETTLE_MS);
      const { rooms } = (await page.run(timelineRoom, EXPERIENCE, SCROLL_DRIVEN_QUERY))!;
      if (rooms > 0)
        throw new Error(
          `with no scroll-driven animations to show the roles' lines, ${rooms} role(s) leave room for them`,
        );
    },
  },
  {
    name: "contact",
    async run(page) {
      // Each action's arrow is a mask: Firefox dropped a whole mask rule whose position it could not parse.
      const masks = await page.run(arrowMasks, CONTACT_CARDS);
      if (masks.length === 0 || !masks.every((card) => card.length === 1 && card[0]!.startsWith("url(")))
        throw new Error(`the contact actions' arrows are drawn with ${JSON.stringify(masks)}`);
      await page.run(scrollToMiddle, PROJECTS_ACTION);
      if (await page.run(sectionLanded, SECTION_IDS.projects)) throw new Error("the projects are in view already");
      await clickHydrated(page, PROJECTS_ACTION);
      await until("the projects section scrolls into view", () => page.run(sectionLanded, SECTION_IDS.projects));
    },
  },
  {
    name: "font",
    async run(page) {
      const fonts = (await page.run(fetchedFonts)).sort();
      const [display, text] = fonts;
      const cuts = FONT_CUTS.display.test(display ?? "") && FONT_CUTS.text.test(text ?? "");
      if (fonts.length !== 2 || !cuts) {
        throw new Error(`the page fetched ${fonts.join(", ") || "no font"}, not the site's two cuts alone`);
      }
    },
  },
  {
    name: "languages",
    async run(page) {
      // Each further language: the switch opens its page, the theme stays, and its chat answers in it.
      for (const code of languages.slice(1)) {
        const { site: own, chat: ownChat } = contentIn(code);
        const messages = MESSAGE_TABLES[code];
        const { dark } = await page.run(themeState, THEME_TOGGLE);
        const link = `a[hreflang="${code}"]`;
        await until(`React has hydrated ${link}`, () => page.run(ownedByReact, link));
        await page.follow(link);
        await until(`the ${code} page opens with the theme as it was`, async () => {
          return (
            (await page.run(pageLanguage)) === code &&
            (await page.run(shows, `${HERO} h1`, own.name)) &&
            (await page.run(themeState, THEME_TOGGLE)).dark === dark
          );
        });
        const prompt = ownChat.quickPrompts[0]!;
        const quickPrompt = `${CHAT} [aria-label="${messages["chat.suggestedQuestions"]}"] li:first-child button`;
        const messagesShown = `${CHAT} [role="log"] li > p`;
        const assistant = formatMessage(messages["chat.assistantName"], { name: own.name });
        const answers = ownChat.topics.map((topic) => `${assistant}: ${topic.reply}`);
        await until(`the first quick prompt reads "${prompt}"`, () => page.run(shows, quickPrompt, prompt));
        await clickHydrated(page, quickPrompt);
        await until("the prompt fills the focused message box", async () => (await page.run(focusedText)) === prompt);
        await page.press("Enter");
        await until(`the assistant replies in ${code}`, async () => {
          const [, asked, answered] = await page.run(texts, messagesShown);
          return asked === `${messages["chat.you"]}: ${prompt}` && answers.includes(answered ?? "");
        });
      }
    },
  },
  {
    name: "404",
    async run(page) {
      await page.open(NOT_FOUND_PATH);
      await until('the 404 page shows "404" and "Return to Home"', async () => {
        return (await page.run(shows, "h1", "404")) && page.run(shows, "a", "Return to Home");
      });
    },
  },
  {
    name: "clean",
    async run(page) {
      await page.run(requestForbiddenImage, FORBIDDEN_IMAGE);
      await until("the watch has reported the 404 page's log and the forbidden image", async () => {
        const problems = await page.problems();
        return EXPECTED_PROBLEMS.every((expected) => problems.some((problem) => expected.test(problem)));
      });
      const unexpected = (await page.problems()).filter(
        (problem) => !EXPECTED_PROBLEMS.some((expected) => expected.test(problem)),
      );
      if (unexpected.length > 0) throw new Error(`the pages had problems:\n  ${unexpected.join("\n  ")}`);
    },
  },
];
