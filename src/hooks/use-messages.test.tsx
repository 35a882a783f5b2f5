import React from "react";
import { TextEncoder } from "node:util";
import { render, renderHook, screen, within } from "@testing-library/react";
import type { ChatContent } from "../lib/content-types";
import { readFixture } from "../test-utils/fixture-content";
import { GERMAN_MESSAGES } from "../i18n/de";
import { ThemeToggle } from "../features/theme/theme-toggle";
import { Chat } from "../components/sections/chat";
import { Footer } from "../components/sections/footer";
import { MessagesProvider } from "./use-messages";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const chat = readFixture<ChatContent>("chat.json");

const inGerman = (element: React.ReactElement) => (
  <MessagesProvider messages={GERMAN_MESSAGES}>{element}</MessagesProvider>
);

describe("MessagesProvider", () => {
  it("labels the chat's input, its placeholder and its send button in the provider's language", () => {
    render(inGerman(<Chat ownerName="Alex Example" email="alex@example.com" chat={chat} />));
    const phone = screen.getByRole("region", { name: "KI von Alex Example" });
    const input = within(phone).getByRole("textbox", { name: "Nachricht an die KI von Alex Example" });
    expect(input).toHaveAttribute("placeholder", "Frag mich etwas …");
    expect(within(phone).getByRole("button", { name: "Nachricht senden" })).toBeInTheDocument();
    expect(within(phone).getByRole("log", { name: "Unterhaltung" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Frag meine KI" })).toBeInTheDocument();
  });

  it("names the footer's links and sets the year into the copyright line", () => {
    render(inGerman(<Footer name="Alex" jobTitle="Builder" location="Wien" email="a@example.com" linkedinUrl="#" />));
    const links = within(screen.getByRole("navigation", { name: "Schnellzugriff" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Start", "Über mich", "Projekte", "Werdegang", "Kontakt"]);
    expect(screen.getByRole("link", { name: "E-Mail an Alex" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      `© ${new Date().getFullYear()} Alex. Alle Rechte vorbehalten.`,
    );
  });

  it("puts the provider's texts into the server's HTML, so the first paint is in that language", () => {
    const html = renderToString(inGerman(<ThemeToggle />));
    expect(html).toContain("Zum dunklen Design wechseln");
    expect(html).toContain("Zum hellen Design wechseln");
    expect(html).not.toContain("Switch to");
  });

  it("needs a provider on a page: no table ships in the scripts", () => {
    const { useMessages } = jest.requireActual<typeof import("./use-messages")>("./use-messages");
    const { result } = renderHook(() => {
      try {
        return useMessages();
      } catch (error) {
        return error;
      }
    });
    expect(result.current).toEqual(expect.objectContaining({ message: expect.stringContaining("No interface texts") }));
  });
});
