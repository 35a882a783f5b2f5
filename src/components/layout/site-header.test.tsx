import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { SECTION_IDS } from "../../lib/sections";
import { SiteHeader } from "./site-header";

const SHOWN = [SECTION_IDS.hero, SECTION_IDS.projects, SECTION_IDS.about, SECTION_IDS.contact];

/** Lays the page out as a browser would: the hero's name at `nameBottom`, each section's top where given. */
function layOut(nameBottom: number, sectionTops: Record<string, number>) {
  document.getElementById("hero-title")!.getBoundingClientRect = () => ({ bottom: nameBottom }) as DOMRect;
  for (const [id, top] of Object.entries(sectionTops))
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
}

function scroll() {
  act(() => {
    fireEvent.scroll(window);
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  document.body.innerHTML =
    `<main><section id="hero"><h1 id="hero-title">Alex</h1></section>` +
    SHOWN.slice(1)
      .map((id) => `<section id="${id}"></section>`)
      .join("") +
    `</main>`;
  layOut(400, { hero: 0, projects: 900, about: 1800, contact: 2700 });
});
afterEach(() => jest.useRealTimers());

describe("SiteHeader", () => {
  it("names the owner with a link to the top, and links the shown sections in the page's order", () => {
    render(<SiteHeader name="Alex Example" shown={SHOWN} />);
    expect(screen.getByRole("link", { name: "Alex Example" })).toHaveAttribute("href", "#top");
    const nav = screen.getAllByRole("navigation", { name: "Sections", hidden: true })[0]!;
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Projects", "#projects"],
      ["About", "#about"],
      ["Contact", "#contact"],
    ]);
  });

  it("marks the section being read, and none at the top of the page", () => {
    render(<SiteHeader name="Alex Example" shown={SHOWN} />);
    const link = (name: string) => screen.getAllByRole("link", { name, hidden: true })[0]!;
    expect(link("About")).not.toHaveAttribute("aria-current");

    layOut(-300, { hero: -2000, projects: -1100, about: -200, contact: 700 });
    scroll();
    expect(link("About")).toHaveAttribute("aria-current", "true");
    expect(link("Projects")).not.toHaveAttribute("aria-current");
  });

  it("below tablet width shows the name only once the hero's has scrolled away, and beside the links always", () => {
    render(<SiteHeader name="Alex Example" shown={SHOWN} />);
    const name = screen.getByRole("link", { name: "Alex Example" });
    expect(name).toHaveClass("max-md:invisible");
    expect(name).not.toHaveClass("short:invisible");
    layOut(-10, { hero: -500, projects: 400, about: 1300, contact: 2200 });
    scroll();
    expect(name).not.toHaveClass("max-md:invisible");
  });

  it("holds a phone's bar with the owner's initials, a picture of the name, until the name itself shows", () => {
    const { container } = render(<SiteHeader name="Alex Example" initials="AE" shown={SHOWN} />);
    const mark = () => container.querySelector(".header-mark");
    expect(mark()).toHaveTextContent("AE");
    expect(mark()).toHaveAttribute("aria-hidden", "true");
    // The header's only link to the top stays the name's.
    expect(screen.getAllByRole("link", { name: /Alex Example|AE/, hidden: true })).toHaveLength(1);
    layOut(-10, { hero: -500, projects: 400, about: 1300, contact: 2200 });
    scroll();
    expect(mark()).toBeNull();
  });

  it("draws no initials on a page of its own, whose bar always shows the name", () => {
    const { container } = render(<SiteHeader name="Alex Example" initials="AE" shown={SHOWN} home="/" />);
    expect(container.querySelector(".header-mark")).toBeNull();
  });

  it("keeps the sections in a menu that a link or Escape closes", () => {
    render(<SiteHeader name="Alex Example" shown={SHOWN} />);
    const summary = screen.getByText("Menu").closest("summary")!;
    const menu = summary.closest("details")!;
    // With every section in the bar from tablet width, the menu is the phone's alone.
    expect(menu).toHaveClass("md:hidden");
    menu.open = true;
    const inMenu = within(menu.querySelector("nav")!).getAllByRole("link");
    expect(inMenu.map((link) => link.textContent)).toEqual(["Home", "Projects", "About", "Contact"]);
    fireEvent.click(inMenu[2]!);
    expect(menu.open).toBe(false);

    menu.open = true;
    fireEvent.keyDown(inMenu[1]!, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it("from tablet width holds five sections in the bar, and no menu", () => {
    render(<SiteHeader name="Alex Example" shown={[...SHOWN, SECTION_IDS.experience, SECTION_IDS.chat]} />);
    expect(screen.getByText("Menu").closest("details")).toHaveClass("md:hidden");
    const bar = screen.getAllByRole("navigation", { name: "Sections", hidden: true })[0]!;
    const items = within(bar).getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(5);
    for (const item of items) expect(item).not.toHaveClass("max-lg:hidden");
  });

  it("on a crowded page keeps in the menu, from tablet width to lg, only the sections the bar has no room for", () => {
    const all = [...SHOWN, SECTION_IDS.experience, SECTION_IDS.writing, SECTION_IDS.chat];
    render(<SiteHeader name="Alex Example" shown={all} />);
    const menu = screen.getByText("Menu").closest("details")!;
    expect(menu).toHaveClass("lg:hidden");
    expect(menu).not.toHaveClass("md:hidden");
    const items = within(menu.querySelector("nav")!).getAllByRole("listitem");
    expect(items.filter((item) => !item.classList.contains("md:hidden")).map((item) => item.textContent)).toEqual([
      "Writing",
      "Ask my AI",
    ]);
    const bar = screen.getAllByRole("navigation", { name: "Sections", hidden: true })[0]!;
    for (const name of ["Writing", "Ask my AI"])
      expect(within(bar).getByRole("link", { name, hidden: true }).closest("li")).toHaveClass("max-lg:hidden");
  });

  it("is the controls alone on a page without sections", () => {
    render(<SiteHeader />);
    expect(screen.queryByRole("navigation", { name: "Sections" })).toBeNull();
    expect(screen.getByRole("button", { name: /Switch to dark mode/ })).toBeInTheDocument();
  });
});
