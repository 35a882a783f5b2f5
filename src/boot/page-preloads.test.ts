import { appDataUrl, pageDataUrl, pageResourcePreloads, serializePreloads } from "./page-preloads";

const appGroupFiles = ["webpack-runtime-1.js", "framework-2.js", "styles-3.css", "app-4.js"];
const indexGroupFiles = ["framework-2.js", "styles-3.css", "commons-5.js", "component---src-pages-index-tsx-6.js"];

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
  it("preloads the page's data, the app data and the scripts of its chunk group the HTML does not load", () => {
    expect(pageResourcePreloads({ pagePath: "/", pageGroupFiles: indexGroupFiles, appGroupFiles })).toEqual([
      { href: "/page-data/index/page-data.json", as: "fetch", crossOrigin: "anonymous" },
      { href: "/page-data/app-data.json", as: "fetch", crossOrigin: "anonymous" },
      { href: "/commons-5.js", as: "script" },
      { href: "/component---src-pages-index-tsx-6.js", as: "script" },
    ]);
  });

  it("still preloads the data of a page whose chunk group is unknown", () => {
    expect(
      pageResourcePreloads({ pagePath: "/404.html", pageGroupFiles: [], appGroupFiles }).map((preload) => preload.href),
    ).toEqual(["/page-data/404.html/page-data.json", "/page-data/app-data.json"]);
  });

  it("prefixes the scripts too", () => {
    const preloads = pageResourcePreloads({
      pagePath: "/",
      pageGroupFiles: indexGroupFiles,
      appGroupFiles,
      pathPrefix: "/portfolio",
    });
    expect(preloads.at(-1)).toEqual({ href: "/portfolio/component---src-pages-index-tsx-6.js", as: "script" });
  });
});

describe("serializePreloads", () => {
  it("lists each preload as [href, as, crossOrigin] for the loader's element", () => {
    const preloads = pageResourcePreloads({ pagePath: "/", pageGroupFiles: indexGroupFiles, appGroupFiles });
    expect(JSON.parse(serializePreloads(preloads))).toEqual([
      ["/page-data/index/page-data.json", "fetch", "anonymous"],
      ["/page-data/app-data.json", "fetch", "anonymous"],
      ["/commons-5.js", "script", ""],
      ["/component---src-pages-index-tsx-6.js", "script", ""],
    ]);
  });
});
