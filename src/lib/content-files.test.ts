import { readFileSync } from "node:fs";
import { join } from "node:path";

const read = (file: string) => JSON.parse(readFileSync(join(__dirname, "../../content", file), "utf8"));

const site = read("site.json");
const chat = read("chat.json");

describe("content matches the spec's fixed copy and counts", () => {
  it("has the exact tagline and availability text", () => {
    expect(site.tagline).toBe("Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven");
    expect(site.availability).toBe("Currently available and responds within 4 hours");
  });

  it("has the four sub-lines in order", () => {
    expect(site.subLines).toEqual([
      "Building fast, failing smart, learning faster.",
      "Turning curiosity into working products.",
      "Prototype → Feedback → Iterate.",
      "Make it real, then make it great.",
    ]);
  });

  it("has the seven skill labels", () => {
    expect(read("skills.json").map((skill: { label: string }) => skill.label)).toEqual([
      "Product Discovery & User Interviews",
      "MVP testing & / AI Workflows",
      "Rapid Prototyping",
      "GTM & Stakeholder Alignment",
      "Critical Thinker",
      "Structured Communicator",
      "Collaborative Leader",
    ]);
  });

  it.each([
    ["hero photos", site.heroPhotos, 7],
    ["about paragraphs", site.about, 2],
    ["contact phrases", site.contactTaglines, 4],
    ["contact actions", site.contactActions, 4],
    ["tools", read("tools.json"), 12],
    ["projects", read("projects.json"), 6],
    ["experience entries", read("experience.json"), 7],
    ["quick prompts", chat.quickPrompts, 4],
  ])("has the right number of %s", (_name, list, count) => {
    expect(list).toHaveLength(count);
  });

  it("has experience from 2019 to the present", () => {
    const periods = read("experience.json").map((entry: { period: string }) => entry.period);
    expect(periods[0]).toMatch(/Present$/);
    expect(periods[periods.length - 1]).toMatch(/^2019/);
  });

  it("keeps at least one experience entry without a logo to show the fallback icon", () => {
    expect(read("experience.json").some((entry: { logo?: string }) => !entry.logo)).toBe(true);
  });
});
