import { EARLY_INPUT_ATTR, EARLY_INPUT_EVENT } from "./contract";
import { EARLY_INPUT, addEarlyInput, takeEarlyInput } from "./early-input";

describe("the early-input buffer", () => {
  let control: HTMLElement;
  let told: string[];
  const listen = (event: Event) => told.push(event.type);

  beforeEach(() => {
    document.body.innerHTML = '<div id="page"><button id="control">Next</button></div>';
    control = document.querySelector("#control")!;
    told = [];
    document.addEventListener(EARLY_INPUT_EVENT, listen);
  });
  afterEach(() => document.removeEventListener(EARLY_INPUT_EVENT, listen));

  it("keeps the input on the control, oldest first, and announces each change from it", () => {
    addEarlyInput(control, ["click"], EARLY_INPUT);
    addEarlyInput(control, ["1", "-1"], EARLY_INPUT);
    expect(control).toHaveAttribute(EARLY_INPUT_ATTR, "click 1 -1");
    expect(told).toEqual([EARLY_INPUT_EVENT, EARLY_INPUT_EVENT]);
  });

  it("marks a control the visitor has only turned to, without input", () => {
    addEarlyInput(control, [], EARLY_INPUT);
    expect(control).toHaveAttribute(EARLY_INPUT_ATTR, "");
    expect(told).toHaveLength(1);
  });

  it("gives each control only its own words, once, and leaves the rest until the last is taken", () => {
    addEarlyInput(control, ["click", "1", "click", "by:1"], EARLY_INPUT);
    expect(takeEarlyInput(control, (word) => word === "click", EARLY_INPUT)).toEqual(["click", "click"]);
    expect(control).toHaveAttribute(EARLY_INPUT_ATTR, "1 by:1");
    expect(takeEarlyInput(control, (word) => word === "click", EARLY_INPUT)).toEqual([]);
    expect(takeEarlyInput(control, (word) => word === "1" || word === "by:1", EARLY_INPUT)).toEqual(["1", "by:1"]);
    expect(control).not.toHaveAttribute(EARLY_INPUT_ATTR);
  });

  it("takes nothing from a control without input, and keeps the mark of one turned to", () => {
    expect(takeEarlyInput(control, () => true, EARLY_INPUT)).toEqual([]);
    expect(control).not.toHaveAttribute(EARLY_INPUT_ATTR);
    addEarlyInput(control, [], EARLY_INPUT);
    expect(takeEarlyInput(control, () => true, EARLY_INPUT)).toEqual([]);
    expect(control).toHaveAttribute(EARLY_INPUT_ATTR, "");
  });
});
