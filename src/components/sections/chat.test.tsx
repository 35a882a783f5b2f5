import { TextEncoder } from "node:util";
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import type { ChatContent } from "../../lib/content-types";
import { readFixture } from "../../test-utils/fixture-content";
import { EARLY_INPUT_ATTR, REACT_STARTED_ATTR } from "../../boot/contract";
import { replaceHydrateFunction } from "../../boot/replace-hydrate-function";
import { Chat } from "./chat";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const chat = readFixture<ChatContent>("chat.json");
const replyOf = (id: string) => chat.topics.find((topic) => topic.id === id)?.reply as string;
const smallTalkReply = (keyword: string) =>
  chat.smallTalk?.find((line) => line.keywords.includes(keyword))?.reply as string;
const { name: NAME, email: EMAIL } = readFixture<{ name: string; email: string }>("site.json");

const scrollTo = jest.fn();
beforeAll(() => {
  Element.prototype.scrollTo = scrollTo;
});
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2024, 4, 1, 21, 7));
  scrollTo.mockClear();
});
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Chat ownerName={NAME} email={EMAIL} chat={chat} />);
  const phone = screen.getByRole("region", { name: `${NAME}'s AI` });
  return {
    user,
    phone,
    log: within(phone).getByRole("log"),
    input: within(phone).getByRole("textbox", { name: `Message ${NAME}'s AI` }),
    sendButton: within(phone).getByRole("button", { name: "Send message" }),
  };
}

const bubbles = (log: HTMLElement) =>
  within(log)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p"));
/** Each bubble's text as a reader sees it: the no-break space that keeps a dash off a line's start reads as a space. */
const texts = (log: HTMLElement) =>
  bubbles(log).map((bubble) => bubble?.lastChild?.textContent?.replace(/\u00a0/g, " "));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("Chat", () => {
  it("offers the owner's address beside the assistant, for a visitor who would rather write", () => {
    setup();
    const link = screen.getByRole("link", { name: "Send an email" });
    expect(link).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(link.closest("p")).toHaveTextContent(`Rather ask ${NAME} directly? Send an email`);
  });

  it("sets out, beside the phone, that it is private, how to start, whose words it answers with, and whom else to ask", () => {
    setup();
    const points = screen.getAllByRole("list")[0]!;
    expect(
      within(points)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/\u00a0/g, " ")),
    ).toEqual([
      "Private by design Nothing you type leaves this page.",
      "Answers in about a second Tap a suggested question, or type your own.",
      `Nothing made up ${NAME} wrote every answer.`,
      `Rather ask ${NAME} directly? Send an email`,
    ]);
  });

  it("shows the phone titled with the owner's name, its status, clock and the greeting in a polite log", () => {
    const { phone, log } = setup();
    expect(within(phone).getByRole("heading", { name: `${NAME}'s AI` })).toBeInTheDocument();
    expect(within(phone).getByText("Always online")).toBeInTheDocument();
    expect(within(phone).getByTestId("phone-clock")).toHaveTextContent("21:07");
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(texts(log)).toEqual([chat.greeting]);
    expect(within(log).getByText("21:07")).toBeInTheDocument();
  });

  it("keeps the send button disabled while the input is blank", async () => {
    const { user, input, sendButton, log } = setup();
    expect(sendButton).toBeDisabled();
    await user.type(input, "   ");
    expect(sendButton).toBeDisabled();
    await user.keyboard("{Enter}");
    wait(2000);
    expect(texts(log)).toEqual([chat.greeting]);
    await user.type(input, "hi");
    expect(sendButton).toBeEnabled();
  });

  it("sends the trimmed text on Enter and answers after the reply delay, typing meanwhile", async () => {
    const { user, input, log } = setup();
    await user.type(input, "  Tell me about the protein beer  {Enter}");
    expect(texts(log)).toEqual([chat.greeting, "Tell me about the protein beer"]);
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    expect(within(log).getByRole("img", { name: `${NAME}'s AI is typing…` })).toBeInTheDocument();

    wait(999);
    expect(texts(log)).toHaveLength(2);
    wait(1);
    expect(texts(log)).toEqual([chat.greeting, "Tell me about the protein beer", replyOf("protein-beer")]);
    expect(within(log).queryByRole("img", { name: /is typing/ })).not.toBeInTheDocument();
  });

  it("inserts a new line on Shift+Enter without sending", async () => {
    const { user, input, log } = setup();
    await user.type(input, "first{Shift>}{Enter}{/Shift}second");
    expect(input).toHaveValue("first\nsecond");
    expect(texts(log)).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(texts(log)[1]).toBe("first\nsecond");
  });

  it("sends with the button too and keeps the focus in the input", async () => {
    const { user, input, sendButton, log } = setup();
    await user.type(input, "What's the weather?");
    await user.click(sendButton);
    expect(input).toHaveFocus();
    wait(1000);
    expect(texts(log).at(-1)).toBe(chat.fallback);
  });

  it("answers quick messages in the order they were sent", async () => {
    const { user, input, log } = setup();
    await user.type(input, "beer{Enter}");
    await user.type(input, "skills{Enter}");
    await user.type(input, "weather{Enter}");
    wait(1000);
    expect(texts(log)).toEqual([
      chat.greeting,
      "beer",
      "skills",
      "weather",
      replyOf("protein-beer"),
      replyOf("skills"),
      chat.fallback,
    ]);
  });

  it("answers a greeting with small talk, but a greeting with a question with its topic", async () => {
    const { user, input, log } = setup();
    await user.type(input, "Servus!{Enter}");
    await user.type(input, "hi, what are your skills?{Enter}");
    wait(1000);
    expect(texts(log).slice(-2)).toEqual([smallTalkReply("servus"), replyOf("skills")]);
  });

  it("shows HTML in a message as text", async () => {
    const { user, input, log } = setup();
    const html = "<b>bold</b><img src=x onerror=alert(1)>";
    await user.click(input);
    await user.paste(html);
    await user.keyboard("{Enter}");
    expect(texts(log)[1]).toBe(html);
    expect(log.querySelector("b, img")).toBeNull();
  });

  it("fills and focuses the input from a quick prompt without sending", async () => {
    const { user, phone, input, log } = setup();
    const prompts = within(within(phone).getByRole("list", { name: "Suggested questions" })).getAllByRole("button");
    expect(prompts.map((button) => button.textContent)).toEqual(chat.quickPrompts);

    const [, second] = chat.quickPrompts;
    await user.click(within(phone).getByRole("button", { name: second }));
    expect(input).toHaveValue(second);
    expect(input).toHaveFocus();
    wait(2000);
    expect(texts(log)).toEqual([chat.greeting]);
  });

  it("scrolls the log itself to the newest message", async () => {
    const { user, input, log } = setup();
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 900 });
    Object.defineProperty(log, "clientHeight", { configurable: true, value: 384 });
    await user.type(input, "skills{Enter}");
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 900 }));
    expect(scrollTo.mock.contexts.at(-1)).toBe(log);
    scrollTo.mockClear();
    wait(1000);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 }));
  });

  it("hydrates the static HTML without a mismatch, then shows the local times", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Chat ownerName={NAME} email={EMAIL} chat={chat} />);
    expect(container.querySelector("[data-testid=phone-clock]")).toHaveTextContent("");
    expect(container.querySelectorAll("time")).toHaveLength(1);

    act(() => {
      hydrateRoot(container, <Chat ownerName={NAME} email={EMAIL} chat={chat} />);
    });
    // jsdom lends the server render a window, so it picks the browser's layout effect and warns; a server does not.
    const serverOnly = /useLayoutEffect does nothing on the server/;
    expect(error.mock.calls.filter(([message]) => !serverOnly.test(String(message)))).toEqual([]);
    error.mockRestore();
    expect(within(container).getByTestId("phone-clock")).toHaveTextContent("21:07");
    expect(within(container).getByRole("log")).toHaveTextContent("21:07");
  });

  it("keeps text typed into the server's field before hydration, and sends it", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Chat ownerName={NAME} email={EMAIL} chat={chat} />);
    document.body.append(container);
    const serverField = container.querySelector("textarea")!;
    serverField.value = "Which projects?";
    act(() => {
      hydrateRoot(container, <Chat ownerName={NAME} email={EMAIL} chat={chat} />);
    });
    wait(1000);
    const phone = within(container);
    expect(phone.getByRole("textbox")).toHaveValue("Which projects?");
    expect(phone.getByRole("button", { name: "Send message" })).toBeEnabled();

    act(() => phone.getByRole("button", { name: "Send message" }).click());
    expect(texts(phone.getByRole("log"))).toEqual([chat.greeting, "Which projects?"]);
    expect(phone.getByRole("textbox")).toHaveValue("");
    container.remove();
  });

  it("sends the text typed and sent with Enter before React took the page over", async () => {
    const container = document.createElement("div");
    container.innerHTML = `<div id="gatsby-focus-wrapper">${renderToString(<Chat ownerName={NAME} email={EMAIL} chat={chat} />)}</div>`;
    document.body.append(container);
    container.querySelector("textarea")!.value = "skills";
    container.querySelector("form")!.setAttribute(EARLY_INPUT_ATTR, "submit");
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = replaceHydrateFunction()(
        <div id="gatsby-focus-wrapper">
          <Chat ownerName={NAME} email={EMAIL} chat={chat} />
        </div>,
        container,
      );
    });
    expect(texts(within(container).getByRole("log"))).toEqual([chat.greeting, "skills"]);
    expect(within(container).getByRole("textbox")).toHaveValue("");
    act(() => unmount());
    document.documentElement.removeAttribute(REACT_STARTED_ATTR);
    container.remove();
  });
});
