import { BUNDLE_LOADER_SCRIPT } from "./bundle-loader-script";
import { PENDING_CLICK_ATTR } from "./contract";

// On a page of its own: every run of the loader adds its listeners to the document for good.
describe("BUNDLE_LOADER_SCRIPT, clicked before React has taken over", () => {
  beforeAll(() => {
    document.body.innerHTML = '<button id="next">Next</button><button id="cv">Download CV</button>';
    new Function(BUNDLE_LOADER_SCRIPT)();
  });

  const click = (id: string) => document.querySelector<HTMLElement>(`#${id}`)?.click();
  const marks = () =>
    Array.from(document.querySelectorAll(`[${PENDING_CLICK_ATTR}]`)).map((node) => [
      node.id,
      node.getAttribute(PENDING_CLICK_ATTR),
    ]);

  it("counts the clicks on the same button, each of which the visitor meant", () => {
    click("next");
    click("next");
    expect(marks()).toEqual([["next", "2"]]);
  });

  it("starts the count again on another button, which alone is kept", () => {
    click("cv");
    expect(marks()).toEqual([["cv", "1"]]);
  });
});
