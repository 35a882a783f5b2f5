/** @jest-environment node */
import { describeAccent } from "./accent-note";

describe("describeAccent", () => {
  it("says which theme draws the owner's colour as given and which in a shade, with the contrast", () => {
    expect(describeAccent("#ff6600")).toMatch(
      /^Accent #ff6600: light theme #[0-9a-f]{6}, darkened to read \(4\.5\d:1 as text\); dark theme as given \(\d+\.\d\d:1 as text\)$/,
    );
    expect(describeAccent("#1e3a8a")).toMatch(/light theme as given .*; dark theme #[0-9a-f]{6}, lightened to read/);
  });
});
