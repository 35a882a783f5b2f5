import { preloadPercent } from "../lib/preload";
import { HERO_READY_CLASS, STACK_PHOTO_ATTR } from "./contract";
import { HERO_REVEAL_SCRIPT } from "./hero-reveal-script";

const PHOTO_SELECTOR = `img[${STACK_PHOTO_ATTR}]`;

/** The server markup's shape: loader parts, counted photos and a placeholder image that must not count. */
function renderHero(photoCount: number, completeAtStart: (index: number) => boolean = () => false) {
  document.documentElement.className = "js";
  document.body.innerHTML = `
    <div role="progressbar" aria-valuenow="0" data-hero-progress></div>
    <p data-hero-percent>0%</p>
    <div data-hero-content>
      <img alt="" src="data:image/svg+xml,placeholder">
      ${Array.from({ length: photoCount }, (_, index) => `<img data-stack-photo alt="Photo ${index + 1}">`).join("")}
    </div>`;
  const photos = Array.from(document.querySelectorAll<HTMLImageElement>(PHOTO_SELECTOR));
  photos.forEach((photo, index) => Object.defineProperty(photo, "complete", { value: completeAtStart(index) }));
  return photos;
}

/** As the browser runs it: the text alone, without the module it was written in. */
const runScript = () => new Function(HERO_REVEAL_SCRIPT)();
const percentText = () => document.querySelector("[data-hero-percent]")?.textContent;
const progressValue = () => document.querySelector("[data-hero-progress]")?.getAttribute("aria-valuenow");
const isReady = () => document.documentElement.classList.contains(HERO_READY_CLASS);

afterEach(() => {
  document.documentElement.className = "";
  document.body.innerHTML = "";
});

describe("HERO_REVEAL_SCRIPT", () => {
  it("counts each photo as it loads or fails, with the hook's rounding, and reveals at 100%", () => {
    const photos = renderHero(7);
    runScript();
    expect(percentText()).toBe("0%");
    expect(isReady()).toBe(false);

    photos.forEach((photo, index) => {
      photo.dispatchEvent(new Event(index % 2 ? "error" : "load"));
      const expected = preloadPercent(index + 1, photos.length);
      expect(percentText()).toBe(`${expected}%`);
      expect(progressValue()).toBe(String(expected));
      expect(isReady()).toBe(index === photos.length - 1);
    });
  });

  it("counts photos that settled before it ran, so a cached visit reveals at once", () => {
    renderHero(7, () => true);
    runScript();
    expect(percentText()).toBe("100%");
    expect(isReady()).toBe(true);
  });

  it("counts a photo once even if it fires again", () => {
    const [first] = renderHero(3, (index) => index === 2);
    runScript();
    expect(percentText()).toBe("33%");
    first?.dispatchEvent(new Event("error"));
    first?.dispatchEvent(new Event("load"));
    expect(percentText()).toBe("67%");
    expect(isReady()).toBe(false);
  });

  it("does nothing on a page without a hero", () => {
    document.documentElement.className = "js";
    document.body.innerHTML = "<main><h1>Page not found</h1></main>";
    runScript();
    expect(isReady()).toBe(false);
  });
});
