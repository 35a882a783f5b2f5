import { READING_LINE, sectionInView } from "./section-in-view";

const HEIGHT = 800;
const line = HEIGHT * READING_LINE;

describe("sectionInView", () => {
  const page = (scrolled: number) =>
    [
      { id: "hero", top: 0 },
      { id: "about", top: 900 },
      { id: "projects", top: 1800 },
    ].map(({ id, top }) => ({ id, top: top - scrolled }));

  it("names no section at the top of the page", () => {
    expect(sectionInView(page(0), HEIGHT)).toBeUndefined();
  });

  it("names the section whose top has passed the reading line", () => {
    expect(sectionInView(page(900 - line), HEIGHT)).toBe("about");
    expect(sectionInView(page(900 - line - 1), HEIGHT)).toBeUndefined();
    expect(sectionInView(page(1800), HEIGHT)).toBe("projects");
  });

  it("names the last section once the page is scrolled past it", () => {
    expect(sectionInView(page(5000), HEIGHT)).toBe("projects");
  });

  it("names nothing for a page without sections", () => {
    expect(sectionInView([], HEIGHT)).toBeUndefined();
  });
});
