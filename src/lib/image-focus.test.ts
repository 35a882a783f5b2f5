import { IMAGE_FOCUS, objectPositionOf } from "./image-focus";

describe("objectPositionOf", () => {
  it("gives each named focus as the object-position that keeps it in view", () => {
    for (const focus of IMAGE_FOCUS) expect(objectPositionOf(focus)).toBe(focus);
  });

  it("gives none for a missing or unknown focus, so the picture stays centred", () => {
    expect(objectPositionOf(undefined)).toBeUndefined();
    expect(objectPositionOf(null)).toBeUndefined();
    expect(objectPositionOf("50% 20%")).toBeUndefined();
  });
});
