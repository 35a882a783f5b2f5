import { ENGLISH_MESSAGES } from "../i18n/en";
import { ORDERABLE_SECTION_IDS, SECTIONS, headerLinks, quickLinks, visibleSections } from "./sections";

describe("visibleSections", () => {
  it("is every section in the default order, hero first, when the owner lists none", () => {
    expect(visibleSections()).toEqual(SECTIONS.map(({ id }) => id));
    expect(visibleSections(null)).toEqual(visibleSections());
  });

  it("puts the hero first, then the owner's sections in the owner's order, leaving the rest out", () => {
    expect(visibleSections(["contact", "about"])).toEqual(["hero", "contact", "about"]);
  });

  it("skips what the build would have refused: unknown ids, repeats and the hero itself", () => {
    expect(visibleSections(["guestbook", "about", "hero", "about", "chat"])).toEqual(["hero", "about", "chat"]);
  });

  it("offers the owner every section but the hero", () => {
    expect(ORDERABLE_SECTION_IDS).toEqual(SECTIONS.map(({ id }) => id).filter((id) => id !== "hero"));
  });
});

describe("quickLinks", () => {
  it("lists Home, then the labelled sections in page order", () => {
    expect(quickLinks(["hero", "about", "projects", "experience", "chat", "contact"], ENGLISH_MESSAGES)).toEqual([
      { label: "Home", to: "top" },
      { label: "About", to: "about" },
      { label: "Projects", to: "projects" },
      { label: "Experience", to: "experience" },
      { label: "Contact", to: "contact" },
    ]);
  });

  it("follows the owner's order and leaves hidden sections out", () => {
    expect(
      quickLinks(visibleSections(["contact", "chat", "about"]), ENGLISH_MESSAGES).map(({ label }) => label),
    ).toEqual(["Home", "Contact", "About"]);
  });

  it("names the links with the messages it is given", () => {
    const german = { ...ENGLISH_MESSAGES, "sections.home": "Start", "sections.about": "Über mich" };
    expect(quickLinks(["hero", "about", "chat"], german)).toEqual([
      { label: "Start", to: "top" },
      { label: "Über mich", to: "about" },
    ]);
  });
});

describe("headerLinks", () => {
  it("adds the sections only the header names, marked, in the owner's order", () => {
    expect(headerLinks(visibleSections(["about", "chat", "contact"]), ENGLISH_MESSAGES)).toEqual([
      { label: "Home", to: "top" },
      { label: "About", to: "about" },
      { label: ENGLISH_MESSAGES["chat.title"], to: "chat", headerOnly: true },
      { label: "Contact", to: "contact" },
    ]);
  });

  it("leaves a hidden section out, the chat included", () => {
    expect(headerLinks(visibleSections(["contact", "about"]), ENGLISH_MESSAGES)).toEqual(
      quickLinks(visibleSections(["contact", "about"]), ENGLISH_MESSAGES),
    );
  });
});
