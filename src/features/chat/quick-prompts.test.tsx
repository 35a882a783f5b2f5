import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuickPrompts } from "./quick-prompts";

const prompts = () => within(screen.getByRole("list", { name: "Suggested questions" })).getAllByRole("button");

describe("QuickPrompts", () => {
  it("offers a single prompt, which fills the input when picked", async () => {
    const onPick = jest.fn();
    render(<QuickPrompts prompts={["What do you build?"]} onPick={onPick} />);
    expect(prompts().map((prompt) => prompt.textContent)).toEqual(["What do you build?"]);
    await userEvent.click(prompts()[0]!);
    expect(onPick).toHaveBeenCalledWith("What do you build?");
  });

  it("keeps two prompts that read the same apart", () => {
    const consoleError = jest.spyOn(console, "error");
    render(<QuickPrompts prompts={["Same?", "Same?", "Other?"]} onPick={() => undefined} />);
    expect(prompts().map((prompt) => prompt.textContent)).toEqual(["Same?", "Same?", "Other?"]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
