const mockConfetti = jest.fn();
const mockCreate = jest.fn(() => mockConfetti);
const mockLoadModule = jest.fn(() => ({ __esModule: true, default: { create: mockCreate } }));
jest.mock("canvas-confetti", () => mockLoadModule());

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

/** A fresh module registry per test, so "loaded once" starts from nothing each time. */
function loadFreshModule(): typeof import("./confetti") {
  jest.resetModules();
  return require("./confetti");
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockConfetti.mockReset();
  mockLoadModule.mockClear();
  mockCreate.mockClear();
  setReducedMotion(false);
});

describe("fireConfetti", () => {
  it("fires its burst: 50 particles, spread 60, origin y 0.8, black/white/grey, 200 ticks", async () => {
    const { fireConfetti } = loadFreshModule();
    await expect(fireConfetti()).resolves.toBe(true);
    expect(mockConfetti).toHaveBeenCalledTimes(1);
    expect(mockConfetti).toHaveBeenCalledWith({
      particleCount: 50,
      spread: 60,
      origin: { y: 0.8 },
      colors: ["#000000", "#ffffff", "#808080"],
      ticks: 200,
      disableForReducedMotion: true,
    });
  });

  it("draws on the main thread: a blob: worker would break the Content-Security-Policy", async () => {
    const { fireConfetti } = loadFreshModule();
    await fireConfetti();
    expect(mockCreate).toHaveBeenCalledWith(undefined, { resize: true, useWorker: false });
  });

  it("loads the library only on first use, and only once", async () => {
    const { fireConfetti } = loadFreshModule();
    expect(mockLoadModule).not.toHaveBeenCalled();
    await fireConfetti();
    await fireConfetti();
    expect(mockLoadModule).toHaveBeenCalledTimes(1);
    expect(mockConfetti).toHaveBeenCalledTimes(2);
  });

  it("neither loads nor fires when the visitor prefers reduced motion", async () => {
    setReducedMotion(true);
    const { fireConfetti, preloadConfetti } = loadFreshModule();
    preloadConfetti();
    await expect(fireConfetti()).resolves.toBe(false);
    expect(mockLoadModule).not.toHaveBeenCalled();
    expect(mockConfetti).not.toHaveBeenCalled();
  });

  it("preloads without firing", async () => {
    const { preloadConfetti } = loadFreshModule();
    preloadConfetti();
    await settle();
    expect(mockLoadModule).toHaveBeenCalledTimes(1);
    expect(mockConfetti).not.toHaveBeenCalled();
  });

  it("swallows a failed load and tries again next time", async () => {
    mockLoadModule.mockImplementationOnce(() => {
      throw new Error("chunk failed");
    });
    const { fireConfetti } = loadFreshModule();
    await expect(fireConfetti()).resolves.toBe(false);
    await expect(fireConfetti()).resolves.toBe(true);
    expect(mockConfetti).toHaveBeenCalledTimes(1);
  });
});
