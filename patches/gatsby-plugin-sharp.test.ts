/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import config from "../gatsby-config";

// The plain CommonJS files the patch changes; they have no types of their own.
const options = require("gatsby-plugin-sharp/plugin-options");
const { processFile } = require("gatsby-plugin-sharp/process-file");

type SharpOptions = { defaults: { avifOptions: { effort: number } } };

/** The options gatsby-config gives the plugin, with the AVIF effort among them. */
function sharpOptions(): SharpOptions {
  const plugin = config.plugins?.find((entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-sharp");
  const options = typeof plugin === "object" ? (plugin.options as Partial<SharpOptions> | undefined) : undefined;
  if (typeof options?.defaults?.avifOptions?.effort !== "number") {
    throw new Error("gatsby-config gives gatsby-plugin-sharp no defaults.avifOptions.effort");
  }
  return options as SharpOptions;
}
const SHARP_OPTIONS = sharpOptions();
const EFFORT = SHARP_OPTIONS.defaults.avifOptions.effort;

describe("gatsby-plugin-sharp, patched", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sharp-patch-"));
    options.setPluginOptions(SHARP_OPTIONS);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps avifOptions.effort in the transform a job carries", () => {
    const args = options.mergeDefaults({ formats: ["auto", "avif"] });
    const transform = options.createTransformObject({ ...args.avifOptions, width: 40, toFormat: "avif" });
    expect(options.removeDefaultValues(transform, options.getPluginOptions())).toMatchObject({ effort: EFFORT });
  });

  it("hands the effort to sharp when it encodes AVIF", async () => {
    const source = join(dir, "source.png");
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
      .png()
      .toFile(source);
    const avif = jest.spyOn(sharp.prototype, "avif");
    const outputPath = join(dir, "out.avif");
    await processFile(source, [{ outputPath, args: { width: 32, toFormat: "avif", effort: EFFORT } }], {});
    expect(avif).toHaveBeenCalledWith(expect.objectContaining({ effort: EFFORT, force: true }));
    expect(statSync(outputPath).size).toBeGreaterThan(0);
  });
});
