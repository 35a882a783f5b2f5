/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { measureLogo } from "./measure-logo";
import { OPTICAL_SCALE_RANGE } from "./optical-scale";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "logo-balance-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function svg(name: string, body: string, viewBox = "0 0 24 24"): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="24" height="24">${body}</svg>`,
  );
  return file;
}

describe("measureLogo", () => {
  it("draws a thin mark at its box's size and a solid one smaller, from their SVG files", async () => {
    const thin = await measureLogo(
      svg("thin.svg", '<circle cx="12" cy="12" r="11" fill="none" stroke="#000" stroke-width="1.5"/>'),
    );
    const solid = await measureLogo(svg("solid.svg", '<rect width="24" height="24" fill="#000"/>'));
    expect(thin?.opticalScale).toBe(OPTICAL_SCALE_RANGE.max);
    expect(solid?.opticalScale).toBeLessThan(0.9);
  });

  it("measures a wordmark wider than tall by the box its ink fills", async () => {
    const wide = await measureLogo(svg("wide.svg", '<rect width="48" height="16" fill="#000"/>', "0 0 48 16"));
    const square = await measureLogo(svg("square.svg", '<rect width="24" height="24" fill="#000"/>'));
    expect(wide!.opticalScale).toBeGreaterThan(square!.opticalScale);
  });

  it("leaves a bitmap without transparency, and a file it cannot read, at their box's size", async () => {
    const opaque = join(dir, "opaque.png");
    await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } })
      .png()
      .toFile(opaque);
    expect(await measureLogo(opaque)).toBeNull();
    const broken = join(dir, "broken.svg");
    writeFileSync(broken, "<svg");
    expect(await measureLogo(broken)).toBeNull();
  });

  it("measures a bitmap's ink by its transparency", async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 };
    const square = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#000000" } })
      .png()
      .toBuffer();
    const small = join(dir, "small.png");
    await sharp({ create: { width: 32, height: 32, channels: 4, background: clear } })
      .composite([{ input: square, gravity: "centre" }])
      .png()
      .toFile(small);
    const full = join(dir, "full.png");
    await sharp({ create: { width: 32, height: 32, channels: 4, background: "#000000" } })
      .png()
      .toFile(full);
    expect((await measureLogo(small))?.opticalScale).toBe(OPTICAL_SCALE_RANGE.max);
    expect((await measureLogo(full))?.opticalScale).toBeLessThan(0.9);
  });

  it("tells a logo in one colour from one with a white glyph on its tile, from the SVG file", async () => {
    const one = await measureLogo(svg("one.svg", '<path fill="#D97757" d="M2 2h20v20H2z"/>'));
    const two = await measureLogo(
      svg("two.svg", '<path fill="#D97757" d="M2 2h20v20H2z"/><path fill="#fff" d="M8 8h8v8H8z"/>'),
    );
    expect(one?.singleInk).toBe(true);
    expect(two?.singleInk).toBe(false);
  });

  it("reads a grey bitmap with transparency by its inks, as a coloured one", async () => {
    const grey = async (name: string, glyph: boolean) => {
      const file = join(dir, name);
      const white = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#ffffff" } })
        .png()
        .toBuffer();
      await sharp({ create: { width: 16, height: 16, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 1 } } })
        .composite(glyph ? [{ input: white, gravity: "centre" }] : [])
        .toColourspace("b-w")
        .png()
        .toFile(file);
      expect((await sharp(file).metadata()).channels).toBe(2);
      return (await measureLogo(file))?.singleInk;
    };
    expect(await grey("grey.png", false)).toBe(true);
    expect(await grey("grey-glyph.png", true)).toBe(false);
  });
});
