import { createImageWatcher, preloadPercent } from "./preload";

function image(complete: boolean): HTMLImageElement {
  const element = document.createElement("img");
  Object.defineProperty(element, "complete", { value: complete, configurable: true });
  return element;
}

describe("preloadPercent", () => {
  it.each([
    [0, 7, 0],
    [1, 7, 14],
    [3, 7, 43],
    [6, 7, 86],
    [7, 7, 100],
    [9, 7, 100],
    [0, 0, 100],
  ])("%p of %p settled is %p %", (settled, total, percent) => {
    expect(preloadPercent(settled, total)).toBe(percent);
  });
});

describe("createImageWatcher", () => {
  it("counts loads and failures alike, once each", () => {
    const [first, second, third] = [image(false), image(false), image(false)];
    const images = [first, second, third];
    const onProgress = jest.fn();
    const watcher = createImageWatcher(onProgress);
    images.forEach(watcher.watch);
    expect(onProgress).not.toHaveBeenCalled();

    first.dispatchEvent(new Event("load"));
    expect(onProgress).toHaveBeenLastCalledWith(1);
    second.dispatchEvent(new Event("error"));
    expect(onProgress).toHaveBeenLastCalledWith(2);
    second.dispatchEvent(new Event("load"));
    third.dispatchEvent(new Event("load"));
    expect(onProgress).toHaveBeenLastCalledWith(3);
    expect(onProgress).toHaveBeenCalledTimes(3);
  });

  it("counts images that finished before they were watched", () => {
    const onProgress = jest.fn();
    const watcher = createImageWatcher(onProgress);
    [image(true), image(false), image(true)].forEach(watcher.watch);
    expect(onProgress).toHaveBeenLastCalledWith(2);
  });

  it("ignores an image watched twice", () => {
    const onProgress = jest.fn();
    const watcher = createImageWatcher(onProgress);
    const done = image(true);
    watcher.watch(done);
    watcher.watch(done);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it("stops listening after stop()", () => {
    const pending = image(false);
    const onProgress = jest.fn();
    const watcher = createImageWatcher(onProgress);
    watcher.watch(pending);
    watcher.stop();
    pending.dispatchEvent(new Event("load"));
    expect(onProgress).not.toHaveBeenCalled();
  });
});
