import { HOME_CHUNK, keepHomeWhole } from "./home-chunk";

describe("keepHomeWhole", () => {
  it("leaves the home page's chunk out of Gatsby's shared group, and every other page in it", () => {
    const optimization = keepHomeWhole({ splitChunks: { cacheGroups: { shared: { minChunks: 2 }, framework: {} } } });
    const { chunks } = (
      optimization.splitChunks as unknown as { cacheGroups: { shared: { chunks: (chunk: object) => boolean } } }
    ).cacheGroups.shared;
    expect(chunks({ name: HOME_CHUNK })).toBe(false);
    expect(chunks({ name: "component---src-templates-writing-post-tsx" })).toBe(true);
    expect(chunks({ name: null })).toBe(true);
  });

  it("changes nothing where there is no shared group", () => {
    expect(keepHomeWhole({ splitChunks: false })).toEqual({ splitChunks: false });
    expect(keepHomeWhole(undefined)).toBeUndefined();
  });
});
