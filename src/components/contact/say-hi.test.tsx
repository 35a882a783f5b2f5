import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SayHi } from "./say-hi";

describe("SayHi", () => {
  it("is a mail link to the owner", () => {
    render(<SayHi email="hello@example.com" />);
    expect(screen.getByRole("link", { name: "Just Say Hi" })).toHaveAttribute("href", "mailto:hello@example.com");
  });

  it("shows the typing indicator only while hovered", async () => {
    const user = userEvent.setup();
    render(<SayHi email="hello@example.com" />);
    expect(screen.queryByRole("img", { name: "typing" })).not.toBeInTheDocument();
    await user.hover(screen.getByRole("link", { name: "Just Say Hi" }));
    const indicator = screen.getByRole("img", { name: "typing" });
    expect(indicator.children).toHaveLength(3);
    await user.unhover(screen.getByRole("link", { name: "Just Say Hi" }));
    expect(screen.queryByRole("img", { name: "typing" })).not.toBeInTheDocument();
  });

  it("shows the typing indicator while keyboard-focused", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SayHi email="hello@example.com" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("link", { name: "Just Say Hi" })).toHaveFocus();
    expect(screen.getByRole("img", { name: "typing" })).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole("img", { name: "typing" })).not.toBeInTheDocument();
  });

  it("keeps the link's accessible name stable while the indicator shows", async () => {
    const user = userEvent.setup();
    render(<SayHi email="hello@example.com" />);
    await user.hover(screen.getByRole("link"));
    expect(screen.getByRole("link")).toHaveAccessibleName("Just Say Hi");
  });
});
