import { scrollToId, scrollToTop } from "./scroll";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

describe("scrollToId", () => {
  beforeEach(() => {
    document.body.innerHTML = '<section id="projects"></section>';
  });

  it.each([
    [false, "smooth"],
    [true, "auto"],
  ])("reduced motion %p scrolls with behaviour %p", (reduce, behavior) => {
    mockReducedMotion(reduce);
    const target = document.getElementById("projects")!;
    target.scrollIntoView = jest.fn();
    expect(scrollToId("projects")).toBe(true);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior, block: "start" });
  });

  it("reports a missing section instead of throwing", () => {
    expect(scrollToId("nowhere")).toBe(false);
  });
});

describe("scrollToTop", () => {
  it("jumps when reduced motion is preferred", () => {
    mockReducedMotion(true);
    window.scrollTo = jest.fn();
    scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
