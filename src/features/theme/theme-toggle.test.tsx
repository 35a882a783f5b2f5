import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GERMAN_MESSAGES } from "../../i18n/de";
import { MessagesProvider } from "../../hooks/use-messages";
import { ViewWindowProvider } from "../../hooks/view-window";
import { ThemeToggle } from "./theme-toggle";

/**
 * The rules of the site's CSS (Tailwind's hidden, sr-only and dark:
 * variants) that choose which of the toggle's names is shown.
 */
const THEME_CSS =
  ".hidden{display:none}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden}" +
  ".dark .dark\\:hidden{display:none}.dark .dark\\:inline{display:inline}";

describe("ThemeToggle", () => {
  beforeAll(() => {
    const style = document.createElement("style");
    style.textContent = THEME_CSS;
    document.head.append(style);
  });
  beforeEach(() => {
    document.documentElement.className = "";
    window.localStorage.clear();
  });

  it("offers dark mode while light is active and switches, saving the choice", async () => {
    render(<ThemeToggle />);
    const button = screen.getByRole("button", { name: "Switch to dark mode" });
    await userEvent.click(button);
    expect(document.documentElement).toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeInTheDocument();
  });

  it("reads the theme the head script applied", () => {
    document.documentElement.classList.add("dark");
    render(<ThemeToggle />);
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeInTheDocument();
  });

  it("is named after the theme class on <html> whoever changes it, as before React runs", () => {
    render(<ThemeToggle />);
    document.documentElement.classList.add("dark");
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeInTheDocument();
    document.documentElement.classList.remove("dark");
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeInTheDocument();
  });

  it("still toggles when storage throws", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark mode" }));
    expect(document.documentElement).toHaveClass("dark");
    await userEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(document.documentElement).not.toHaveClass("dark");
    setItem.mockRestore();
  });

  it("is named in the page's language, in either theme", () => {
    render(
      <MessagesProvider messages={GERMAN_MESSAGES}>
        <ThemeToggle />
      </MessagesProvider>,
    );
    expect(screen.getByRole("button", { name: "Zum dunklen Design wechseln" })).toBeInTheDocument();
    act(() => document.documentElement.classList.add("dark"));
    expect(screen.getByRole("button", { name: "Zum hellen Design wechseln" })).toBeInTheDocument();
  });

  it("in a frame's view, darkens the frame's page and keeps the visitor's own choice", async () => {
    // The frame's window, as far as the toggle uses it: its own document.
    const view = { document: document.implementation.createHTMLDocument("pane") } as unknown as Window;
    render(
      <ViewWindowProvider view={view}>
        <ThemeToggle />
      </ViewWindowProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark mode" }));
    expect(view.document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement).not.toHaveClass("dark");
    expect(window.localStorage.getItem("theme")).toBeNull();
    act(() => view.document.documentElement.classList.remove("dark"));
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeInTheDocument();
  });
});
