import { caseStudyLink } from "./case-study-link";

const PAGES = [
  { slug: "puppet", lang: "en", path: "/projects/puppet/" },
  { slug: "puppet", lang: "de", path: "/de/projects/puppet/" },
  { slug: "beer", lang: "en", path: "/projects/beer/" },
];

describe("caseStudyLink", () => {
  it("leads to the case study in the page's language, else in the first", () => {
    expect(caseStudyLink("puppet", PAGES, "de", "en")).toBe("/de/projects/puppet/");
    expect(caseStudyLink("beer", PAGES, "de", "en")).toBe("/projects/beer/");
    expect(caseStudyLink("puppet", PAGES, "en", "en")).toBe("/projects/puppet/");
  });

  it("leads nowhere for a project without one", () => {
    expect(caseStudyLink(undefined, PAGES, "en", "en")).toBeUndefined();
    expect(caseStudyLink("nothing", PAGES, "en", "en")).toBeUndefined();
  });
});
