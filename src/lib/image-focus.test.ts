import { IMAGE_FOCUS, imageFocusProblem, objectPositionOf } from "./image-focus";

describe("objectPositionOf", () => {
  it("gives each named focus as the object-position that keeps it in view", () => {
    for (const focus of IMAGE_FOCUS) expect(objectPositionOf(focus)).toBe(focus);
  });

  it("gives a focal point in percentages as it is written", () => {
    expect(objectPositionOf("50% 40%")).toBe("50% 40%");
    expect(objectPositionOf("0% 100%")).toBe("0% 100%");
  });

  it("gives none for a missing or unknown focus, so the picture stays centred", () => {
    expect(objectPositionOf(undefined)).toBeUndefined();
    expect(objectPositionOf(null)).toBeUndefined();
    expect(objectPositionOf("")).toBeUndefined();
    expect(objectPositionOf("middle")).toBeUndefined();
    expect(objectPositionOf("50%")).toBeUndefined();
    expect(objectPositionOf("101% 20%")).toBeUndefined();
    expect(objectPositionOf("50% 40%; background: red")).toBeUndefined();
  });
});

describe("imageFocusProblem", () => {
  it("accepts the named positions and points inside the picture", () => {
    for (const focus of [...IMAGE_FOCUS, "45% 55%", "100% 0%"]) expect(imageFocusProblem(focus)).toBeUndefined();
  });

  it("names what it takes and what it found", () => {
    for (const focus of ["Top", "50 40", "50%,40%", "50% 140%", "-5% 20%", "50.5% 40%", " center"])
      expect(imageFocusProblem(focus)).toBe(
        `must be center, top, bottom, left, right, top left, top right, bottom left, bottom right, or a point as two percentages, across then down, e.g. "50% 40%" (found ${JSON.stringify(focus)})`,
      );
  });
});
