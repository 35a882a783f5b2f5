import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrderedChoiceControl } from "./ordered-choice";

const OPTIONS = [
  { label: "About", value: "about" },
  { label: "Projects", value: "projects" },
  { label: "Chat", value: "chat" },
];

/** Decap's field configuration and list values are Immutable.js objects with toJS(). */
const immutable = <T,>(value: T) => ({ toJS: () => value });

function renderControl(value: unknown) {
  const config: Record<string, unknown> = {
    label: "Sections",
    options: immutable(OPTIONS),
    when_left_out: immutable(OPTIONS.map((option) => option.value)),
    min: 1,
  };
  const onChange = jest.fn();
  render(
    <OrderedChoiceControl
      field={{ get: (key) => config[key] }}
      value={value}
      onChange={onChange}
      forID="sections"
      classNameWrapper=""
    />,
  );
  return { onChange, group: screen.getByRole("group", { name: "Sections" }) };
}

const rowNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole("listitem")
    .map((row) => {
      const toggle = within(row).getByRole("switch");
      return `${toggle.closest("label")!.textContent}${(toggle as HTMLInputElement).checked ? "" : " (off)"}`;
    });

describe("OrderedChoiceControl", () => {
  it("starts a field the file leaves out with every value, in order, switched on, and writes nothing", () => {
    const { group, onChange } = renderControl(undefined);
    expect(rowNames(group)).toEqual(["About", "Projects", "Chat"]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the file's order first and the values it leaves out after them, switched off", () => {
    const { group } = renderControl(immutable(["chat", "about"]));
    expect(rowNames(group)).toEqual(["Chat", "About", "Projects (off)"]);
  });

  it("moves a row with its buttons and hides one with its switch, writing the shown ones in order", () => {
    const { group, onChange } = renderControl(undefined);
    fireEvent.click(within(group).getByRole("button", { name: "Move Chat up" }));
    expect(onChange).toHaveBeenLastCalledWith(["about", "chat", "projects"]);
    fireEvent.click(within(group).getByRole("switch", { name: "Projects" }));
    expect(onChange).toHaveBeenLastCalledWith(["about", "chat"]);
    expect(rowNames(group)).toEqual(["About", "Chat", "Projects (off)"]);
    expect(within(group).getByRole("button", { name: "Move About up" })).toBeDisabled();
    expect(within(group).getByRole("button", { name: "Move Projects down" })).toBeDisabled();
  });

  it("keeps the last value the file must hold switched on", () => {
    const { group } = renderControl(immutable(["chat"]));
    expect(within(group).getByRole("switch", { name: "Chat" })).toBeDisabled();
    expect(within(group).getByRole("switch", { name: "About" })).toBeEnabled();
  });
});
