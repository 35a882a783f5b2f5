import { BUNDLE_LOADER_SCRIPT, BUNDLE_START_TIMEOUT_MS } from "./bundle-loader-script";
import {
  BUNDLE_LOADER_ID,
  DEFERRED_SCRIPT_TYPE,
  ENTER_SUBMITS_ATTR,
  HERO_CONTENT_ATTR,
  HERO_PAINTED_CLASS,
  HERO_READY_CLASS,
  EARLY_INPUT_ATTR,
  PRELOADS_ATTR,
  REACT_STARTED_ATTR,
  STACK_PHOTO_ATTR,
  THEME_TOGGLE_ATTR,
} from "./contract";
import { serializePreloads, type ResourcePreload } from "./page-preloads";

const PRELOADS: ResourcePreload[] = [
  { href: "/page-data/index/page-data.json", as: "fetch", crossOrigin: "anonymous" },
  { href: "/commons-5.js", as: "script" },
];

describe("BUNDLE_LOADER_SCRIPT", () => {
  const bundleTags = () => document.querySelectorAll(`script[type="${DEFERRED_SCRIPT_TYPE}"]`);
  const startedScripts = () =>
    Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((script) => script.getAttribute("src"));
  const preloadLinks = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [
      link.getAttribute("href"),
      link.getAttribute("as"),
      link.getAttribute("crossorigin"),
    ]);

  /** A built page's body, then the loader run as the browser runs it: from its own element, so it can read its attribute. */
  function loadPage({ withHero, photo = "" }: { withHero: boolean; photo?: string }) {
    document.body.innerHTML =
      (withHero
        ? `<section><p>Loading 0%</p><div ${HERO_CONTENT_ATTR}>${photo}<h1>Alex</h1></div></section>`
        : "<h1>404</h1>") +
      ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
        .map((src) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`)
        .join("");
    const loader = document.createElement("script");
    loader.id = BUNDLE_LOADER_ID;
    loader.setAttribute(PRELOADS_ATTR, serializePreloads(PRELOADS));
    loader.textContent = BUNDLE_LOADER_SCRIPT;
    document.body.insertBefore(loader, document.body.querySelector("script"));
  }

  const originalObserver = window.PerformanceObserver;
  // Jest's modern fake timers run animation frames every 16 ms.
  const nextFrame = () => jest.advanceTimersByTime(16);

  beforeEach(() => jest.useFakeTimers());

  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, "", "/");
    window.PerformanceObserver = originalObserver;
    document.documentElement.className = "";
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("starts a page without a hero after its first paint: the bundles in their places and the preloads in the head", () => {
    loadPage({ withHero: false });
    expect(startedScripts()).toEqual([]);
    nextFrame();
    nextFrame();
    expect(startedScripts()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(bundleTags()).toHaveLength(0);
    expect(preloadLinks()).toEqual([
      ["/page-data/index/page-data.json", "fetch", "anonymous"],
      ["/commons-5.js", "script", null],
    ]);
  });

  describe("where the browser reports largest contentful paints", () => {
    let report: (elements: Element[]) => void = () => undefined;

    beforeEach(() => {
      class FakeObserver {
        static supportedEntryTypes = ["largest-contentful-paint"];
        constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
          report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) });
        }
        observe() {}
        disconnect() {
          report = () => undefined;
        }
      }
      window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    });

    it("waits through paints outside the hero, such as the loader's, and starts once the hero is painted", () => {
      loadPage({ withHero: true });
      report([document.querySelector("p")!]);
      document.documentElement.classList.add(HERO_READY_CLASS);
      jest.advanceTimersByTime(BUNDLE_START_TIMEOUT_MS - 1);
      expect(startedScripts()).toEqual([]);
      expect(bundleTags()).toHaveLength(3);
      expect(document.documentElement).not.toHaveClass(HERO_PAINTED_CLASS);

      report([document.querySelector("h1")!]);
      expect(startedScripts()).toHaveLength(3);
      expect(preloadLinks()).toHaveLength(2);
      expect(document.documentElement).not.toHaveClass(HERO_PAINTED_CLASS);
      nextFrame();
      nextFrame();
      expect(document.documentElement).toHaveClass(HERO_PAINTED_CLASS);
    });

    it("marks the hero painted two frames after its front photo is decoded, however early the name reported it", async () => {
      let decoded = () => {};
      const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
      Object.defineProperty(HTMLImageElement.prototype, "decode", { configurable: true, value: decode });
      try {
        loadPage({ withHero: true, photo: `<img ${STACK_PHOTO_ATTR} src="/1.avif" alt="">` });
        document.documentElement.classList.add(HERO_READY_CLASS);
        report([document.querySelector("h1")!]);
        expect(startedScripts()).toHaveLength(3);
        nextFrame();
        nextFrame();
        expect(document.documentElement).not.toHaveClass(HERO_PAINTED_CLASS);
        decoded();
        await Promise.resolve();
        nextFrame();
        expect(document.documentElement).not.toHaveClass(HERO_PAINTED_CLASS);
        nextFrame();
        expect(document.documentElement).toHaveClass(HERO_PAINTED_CLASS);
      } finally {
        delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
      }
    });

    it("waits for the end of the document when the hero is painted before it", () => {
      Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
      loadPage({ withHero: true });
      report([document.querySelector("h1")!]);
      report([document.querySelector("h1")!]);
      window.dispatchEvent(new KeyboardEvent("keydown"));
      expect(startedScripts()).toEqual([]);

      delete (document as { readyState?: unknown }).readyState;
      document.dispatchEvent(new Event("DOMContentLoaded"));
      jest.advanceTimersByTime(BUNDLE_START_TIMEOUT_MS);
      expect(startedScripts()).toHaveLength(3);
      expect(preloadLinks()).toHaveLength(2);
    });
  });

  describe("where it does not", () => {
    beforeEach(() => {
      // @ts-expect-error -- a browser without the API
      delete window.PerformanceObserver;
    });

    it("starts two frames after the hero is revealed", async () => {
      loadPage({ withHero: true });
      jest.advanceTimersByTime(100);
      expect(startedScripts()).toEqual([]);

      document.documentElement.classList.add(HERO_READY_CLASS);
      await Promise.resolve(); // the class change reaches the MutationObserver
      nextFrame();
      expect(startedScripts()).toEqual([]);
      nextFrame();
      expect(startedScripts()).toHaveLength(3);
    });

    it("starts only once when the visitor acts between the reveal and its frames", async () => {
      loadPage({ withHero: true });
      document.documentElement.classList.add(HERO_READY_CLASS);
      await Promise.resolve();
      window.dispatchEvent(new Event("pointerdown"));
      nextFrame();
      nextFrame();
      expect(startedScripts()).toHaveLength(3);
      expect(preloadLinks()).toHaveLength(2);
    });

    it("starts two frames after it runs when the hero was revealed before", () => {
      document.documentElement.classList.add(HERO_READY_CLASS);
      loadPage({ withHero: true });
      nextFrame();
      nextFrame();
      expect(startedScripts()).toHaveLength(3);
    });
  });

  it.each(["pointerdown", "keydown", "scroll"])("starts on a %s before the hero is shown", (type) => {
    loadPage({ withHero: true });
    window.dispatchEvent(new Event(type));
    expect(startedScripts()).toHaveLength(3);
  });

  it("starts at once in a background tab, where nothing is painted", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    loadPage({ withHero: true });
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(startedScripts()).toHaveLength(3);
  });

  it("starts a visit to an anchor at once, since its first screen is not the hero", () => {
    window.location.hash = "#about";
    loadPage({ withHero: true });
    expect(startedScripts()).toHaveLength(3);
  });

  describe("a click before React has taken over", () => {
    const pending = () =>
      Array.from(document.querySelectorAll(`[${EARLY_INPUT_ATTR}~="click"]`)).map((node) => node.id);

    beforeEach(() => {
      loadPage({ withHero: true });
      document.body.insertAdjacentHTML(
        "afterbegin",
        `<button id="cv"><svg><path></path></svg>Download CV</button><button id="prompt">Ask</button>` +
          `<button id="toggle" ${THEME_TOGGLE_ATTR}></button><button id="off" disabled></button><a id="link" href="#x">Link</a>`,
      );
    });

    afterEach(() => document.documentElement.removeAttribute(REACT_STARTED_ATTR));

    it("marks the button, even through its icon, to be clicked again, and starts the bundles", () => {
      document.querySelector("#cv path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      expect(pending()).toEqual(["cv"]);
      expect(startedScripts()).toHaveLength(3);
    });

    it("keeps only the last button clicked", () => {
      document.querySelector<HTMLElement>("#cv")?.click();
      document.querySelector<HTMLElement>("#prompt")?.click();
      expect(pending()).toEqual(["prompt"]);
    });

    it("leaves links, disabled buttons and the theme toggle alone", () => {
      ["#link", "#off", "#toggle"].forEach((selector) => document.querySelector<HTMLElement>(selector)?.click());
      expect(pending()).toEqual([]);
    });

    it("marks nothing once React handles the page's events", () => {
      document.documentElement.setAttribute(REACT_STARTED_ATTR, "");
      document.querySelector<HTMLElement>("#cv")?.click();
      expect(pending()).toEqual([]);
    });
  });

  describe("Enter in a field that sends its form, before React has taken over", () => {
    const pending = () =>
      Array.from(document.querySelectorAll(`[${EARLY_INPUT_ATTR}~="submit"]`)).map((node) => node.id);
    const press = (selector: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, ...init });
      document.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };

    beforeEach(() => {
      loadPage({ withHero: true });
      document.body.insertAdjacentHTML(
        "afterbegin",
        `<form id="chat"><textarea id="message" ${ENTER_SUBMITS_ATTR}></textarea></form>` +
          `<form id="other"><textarea id="notes"></textarea></form>`,
      );
    });

    afterEach(() => document.documentElement.removeAttribute(REACT_STARTED_ATTR));

    it("marks the form to be sent again, keeps the new line out and starts the bundles", () => {
      expect(press("#message")).toBe(true);
      expect(pending()).toEqual(["chat"]);
      expect(startedScripts()).toHaveLength(3);
    });

    it("keeps one send however often Enter is pressed, since the message is the same", () => {
      press("#message");
      press("#message");
      expect(document.querySelector("#chat")).toHaveAttribute(EARLY_INPUT_ATTR, "submit");
    });

    it("leaves Shift+Enter, a composition's Enter, other keys and other fields alone", () => {
      expect(press("#message", { shiftKey: true })).toBe(false);
      expect(press("#message", { isComposing: true })).toBe(false);
      expect(press("#message", { key: "a" })).toBe(false);
      expect(press("#notes")).toBe(false);
      expect(pending()).toEqual([]);
    });

    it("marks nothing once React handles the page's events", () => {
      document.documentElement.setAttribute(REACT_STARTED_ATTR, "");
      expect(press("#message")).toBe(false);
      expect(pending()).toEqual([]);
    });
  });

  it("starts after the timeout when the hero's photos never settle", () => {
    loadPage({ withHero: true });
    jest.advanceTimersByTime(BUNDLE_START_TIMEOUT_MS - 1);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toHaveLength(3);
  });
});
