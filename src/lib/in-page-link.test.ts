import { followInPageLink, inPageHref } from "./in-page-link";

function click(overrides: Partial<Parameters<typeof followInPageLink>[0]> = {}) {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: jest.fn(),
    ...overrides,
  };
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

let scrollIntoView: jest.Mock;

beforeEach(() => {
  setReducedMotion(false);
  document.body.innerHTML = '<section id="about"></section>';
  scrollIntoView = jest.fn();
  document.getElementById("about")!.scrollIntoView = scrollIntoView;
  window.scrollTo = jest.fn();
  window.history.replaceState(null, "", "/?ref=x");
});

describe("inPageHref", () => {
  it("is a real fragment link", () => {
    expect(inPageHref("about")).toBe("#about");
    expect(inPageHref("top")).toBe("#top");
  });
});

describe("followInPageLink", () => {
  it("scrolls smoothly to the section, keeps the hash in the address and adds a history entry", () => {
    const event = click();
    const before = window.history.length;
    expect(followInPageLink(event, "about")).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/?ref=x#about");
    expect(window.history.length).toBe(before + 1);
  });

  it("jumps instead when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    followInPageLink(click(), "about");
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("scrolls to the very top for Home and drops the hash", () => {
    window.history.replaceState(null, "", "/?ref=x#about");
    expect(followInPageLink(click(), "top")).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?ref=x");
  });

  it("moves keyboard focus to the section without scrolling again, and keeps it out of the tab order", () => {
    const section = document.getElementById("about")!;
    followInPageLink(click(), "about");
    expect(document.activeElement).toBe(section);
    expect(section).toHaveAttribute("tabindex", "-1");
  });

  it("keeps a section's own tabindex", () => {
    const section = document.getElementById("about")!;
    section.setAttribute("tabindex", "0");
    followInPageLink(click(), "about");
    expect(section).toHaveAttribute("tabindex", "0");
    expect(document.activeElement).toBe(section);
  });

  it("moves focus to the top of the page for Home", () => {
    document.body.insertAdjacentHTML("afterbegin", '<div id="top"></div>');
    followInPageLink(click(), "top");
    expect(document.activeElement).toBe(document.getElementById("top"));
  });

  it.each([
    ["a middle click", { button: 1 }],
    ["a ctrl-click", { ctrlKey: true }],
    ["a cmd-click", { metaKey: true }],
    ["a shift-click", { shiftKey: true }],
    ["an alt-click", { altKey: true }],
    ["an already handled click", { defaultPrevented: true }],
  ])("leaves %s to the browser", (_name, overrides) => {
    const event = click(overrides);
    expect(followInPageLink(event, "about")).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("lets the plain anchor work when the section is missing", () => {
    const event = click();
    expect(followInPageLink(event, "projects")).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
