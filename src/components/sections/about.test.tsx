import React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { installMatchMediaStub } from "../../test-utils/match-media";
import { About } from "./about";

const skills = [
  { id: "s1", icon: "rocket", label: "Rapid Prototyping" },
  { id: "s2", icon: "brain", label: "Critical Thinker" },
  { id: "s3", icon: "users", label: "Collaborative Leader" },
];
// More tools than a phone's view holds (TOOLS_PER_VIEW), so that both rows slide.
const tools = [
  { id: "t1", name: "ChatGPT", logo: { publicURL: "/static/chatgpt.svg", opticalScale: null, singleInk: null } },
  { id: "t2", name: "Claude", logo: { publicURL: "/static/claude.svg", opticalScale: 1.06, singleInk: true } },
  { id: "t3", name: "Miro", logo: { publicURL: "/static/miro.svg", opticalScale: 0.86, singleInk: false } },
  { id: "t4", name: "Jira", logo: { publicURL: "/static/jira.svg", opticalScale: 0.93, singleInk: true } },
  { id: "t5", name: "Notion", logo: { publicURL: "/static/notion.svg", opticalScale: 1, singleInk: false } },
];

const intro = (about: string[], aboutFacts: { label: string; value: string }[] | null = null) => ({
  about,
  aboutFacts,
});

describe("About", () => {
  beforeEach(installMatchMediaStub);

  // Both carousels bring in react-slick, a lazily loaded chunk, once in view (always, in jsdom).
  const slidersMounted = (container: HTMLElement) =>
    waitFor(() => expect(container.querySelectorAll(".slick-slider")).toHaveLength(2));

  it("shows the paragraphs, the skill pills and a logo per tool", async () => {
    const { container } = render(<About intro={intro(["First.", "Second."])} skills={skills} tools={tools} />);
    await slidersMounted(container);
    expect(screen.getByText("First.")).toBeInTheDocument();
    expect(screen.getByText("Second.")).toBeInTheDocument();
    const skillCarousel = screen.getByRole("group", { name: "Skills" });
    expect(within(skillCarousel).getAllByText("Rapid Prototyping").length).toBeGreaterThan(0);
    const toolCarousel = screen.getByRole("group", { name: "Tools" });
    expect(
      within(toolCarousel)
        .getAllByRole("img", { hidden: true })
        .map((img) => img.getAttribute("alt")),
    ).toEqual(expect.arrayContaining(["ChatGPT", "Claude", "Miro", "Jira"]));
  });

  it("shows every paragraph, even two that read the same", async () => {
    const consoleError = jest.spyOn(console, "error");
    const { container } = render(<About intro={intro(["Same words.", "Same words."])} skills={skills} tools={tools} />);
    await slidersMounted(container);
    expect(screen.getAllByText("Same words.")).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("draws each logo at its own optical scale, and one without a scale at its box's size", async () => {
    const { container } = render(<About intro={intro(["First."])} skills={skills} tools={tools} />);
    await slidersMounted(container);
    const row = within(screen.getByRole("group", { name: "Tools" }));
    for (const [name, scale] of [
      ["Miro", "0.86"],
      ["Claude", "1.06"],
    ])
      for (const logo of row.getAllByRole("img", { name, hidden: true }))
        expect(logo.style.getPropertyValue("--logo-scale")).toBe(scale);
    for (const logo of row.getAllByRole("img", { name: "ChatGPT", hidden: true }))
      expect(logo.style.getPropertyValue("--logo-scale")).toBe("");
  });

  it("shows a one-colour logo as a silhouette, and one in two colours or unmeasured in its own greys", async () => {
    const { container } = render(<About intro={intro(["First."])} skills={skills} tools={tools} />);
    await slidersMounted(container);
    const row = within(screen.getByRole("group", { name: "Tools" }));
    for (const [name, silhouette] of [
      ["Claude", true],
      ["Jira", true],
      ["Miro", false],
      ["ChatGPT", false],
    ] as const)
      for (const logo of row.getAllByRole("img", { name, hidden: true }))
        expect(logo.classList.contains("tool-logo-mark")).toBe(silhouette);
  });

  it("hides a logo that fails to load, in every copy, and lets its caption name the tool", async () => {
    const { container } = render(<About intro={intro([])} skills={skills} tools={tools} />);
    await slidersMounted(container);
    const logos = () => [...container.querySelectorAll<HTMLImageElement>('img[alt="ChatGPT"]')];
    fireEvent.error(logos()[0] as HTMLImageElement);
    expect(logos().length).toBeGreaterThan(0);
    logos().forEach((logo) => expect(logo).toHaveClass("invisible"));
    container.querySelectorAll('img[alt="Claude"]').forEach((logo) => expect(logo).not.toHaveClass("invisible"));
    const caption = container.querySelector(".slick-slide:not(.slick-cloned) img[alt='ChatGPT']")?.closest("div");
    expect(caption?.querySelector("span[aria-hidden]")).toHaveAttribute("aria-hidden", "false");
  });

  it("sets the owner's facts beside the paragraphs, and none where there are none", async () => {
    const facts = [
      { label: "Open to", value: "Product roles" },
      { label: "Languages", value: "German, English" },
    ];
    const { container, rerender } = render(<About intro={intro(["First."], facts)} skills={skills} tools={tools} />);
    await slidersMounted(container);
    const glance = screen.getByRole("complementary", { name: "At a glance" });
    const shown = [...glance.querySelectorAll("dt")].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(shown).toEqual([
      ["Open to", "Product roles"],
      ["Languages", "German, English"],
    ]);
    rerender(<About intro={intro(["First."])} skills={skills} tools={tools} />);
    expect(screen.queryByRole("complementary", { hidden: true })).toBeNull();
  });
});
