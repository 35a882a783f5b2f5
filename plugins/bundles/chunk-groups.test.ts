import { chunkGroupsFromStats } from "./chunk-groups";

describe("chunkGroupsFromStats", () => {
  it("lists each named chunk group's files", () => {
    const stats = {
      name: "build-javascript",
      namedChunkGroups: {
        app: { name: "app", assets: [{ name: "app-4.js", size: 10 }] },
        "component---src-pages-index-tsx": { assets: [{ name: "commons-5.js" }, { name: "component-6.js" }] },
      },
    };
    expect(chunkGroupsFromStats(stats)).toEqual({
      app: ["app-4.js"],
      "component---src-pages-index-tsx": ["commons-5.js", "component-6.js"],
    });
  });

  it("says what is wrong with a stats file of another shape", () => {
    expect(() => chunkGroupsFromStats({ assetsByChunkName: {} })).toThrow("no namedChunkGroups");
  });
});
