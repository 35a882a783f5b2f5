import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { SaveProblemsPanel } from "./save-problems-panel";

describe("SaveProblemsPanel", () => {
  it("shows the build's lines under its title, counted from 1, until dismissed", () => {
    const onDismiss = jest.fn();
    render(
      <SaveProblemsPanel
        error={"The build would refuse this change:\ncontent/site.json sections[1]: repeats sections[0]"}
        onDismiss={onDismiss}
      />,
    );
    const panel = screen.getByRole("alert", { name: "Not saved. The build would refuse this change." });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["content/site.json sections #2: repeats sections #1"]);
    expect(panel).not.toHaveTextContent("API_ERROR");
    fireEvent.click(within(panel).getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
