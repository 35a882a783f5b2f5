import { BUNDLE_LOADER_SCRIPT } from "./bundle-loader-script";
import { EARLY_INPUT_ATTR } from "./contract";

// On a page of its own: every run of the loader adds its listeners to the document for good.
describe("BUNDLE_LOADER_SCRIPT, clicked before React has taken over", () => {
  beforeAll(() => {
    document.body.innerHTML = '<button id="next">Next</button><button id="cv">Download CV</button>';
    new Function(BUNDLE_LOADER_SCRIPT)();
  });

  const click = (id: string) => document.querySelector<HTMLElement>(`#${id}`)?.click();
  const marks = () =>
    Array.from(document.querySelectorAll(`[${EARLY_INPUT_ATTR}]`)).map((node) => [
      node.id,
      node.getAttribute(EARLY_INPUT_ATTR),
    ]);

  it("keeps every click on the same button, each of which the visitor meant", () => {
    click("next");
    click("next");
    expect(marks()).toEqual([["next", "click click"]]);
  });

  it("starts again on another button, whose clicks alone are kept", () => {
    click("cv");
    expect(marks()).toEqual([["cv", "click"]]);
  });
});
