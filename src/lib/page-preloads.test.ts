import { appDataUrl, pageDataUrl, pageResourcePreloads } from "./page-preloads";

const chunkMapping = {
  app: ["/app-1.js"],
  "component---src-pages-index-tsx": [
    "/component---src-pages-index-tsx-2.js",
    "/component---src-pages-index-tsx-2.css",
  ],
  "component---src-pages-404-tsx": ["/component---src-pages-404-tsx-3.js"],
};

describe("pageDataUrl", () => {
  it("matches the addresses Gatsby's loader requests", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
    expect(pageDataUrl("/404/")).toBe("/page-data/404/page-data.json");
    expect(pageDataUrl("/work/vienna/")).toBe("/page-data/work/vienna/page-data.json");
  });

  it("keeps a path prefix in front", () => {
    expect(pageDataUrl("/", "/portfolio")).toBe("/portfolio/page-data/index/page-data.json");
    expect(appDataUrl("/portfolio")).toBe("/portfolio/page-data/app-data.json");
  });
});

describe("pageResourcePreloads", () => {
  it("preloads the page's data, the app data and the page's scripts, not its styles", () => {
    expect(
      pageResourcePreloads({ pagePath: "/", componentChunkName: "component---src-pages-index-tsx", chunkMapping }),
    ).toEqual([
      { href: "/page-data/index/page-data.json", as: "fetch", crossOrigin: "anonymous" },
      { href: "/page-data/app-data.json", as: "fetch", crossOrigin: "anonymous" },
      { href: "/component---src-pages-index-tsx-2.js", as: "script" },
    ]);
  });

  it("still preloads the data of a page whose chunk group is unknown", () => {
    expect(
      pageResourcePreloads({ pagePath: "/404.html", componentChunkName: "component---missing", chunkMapping }).map(
        (preload) => preload.href,
      ),
    ).toEqual(["/page-data/404.html/page-data.json", "/page-data/app-data.json"]);
  });

  it("prefixes the scripts too", () => {
    const preloads = pageResourcePreloads({
      pagePath: "/404.html",
      componentChunkName: "component---src-pages-404-tsx",
      chunkMapping,
      pathPrefix: "/portfolio",
    });
    expect(preloads.at(-1)).toEqual({ href: "/portfolio/component---src-pages-404-tsx-3.js", as: "script" });
  });
});
