import { act, renderHook } from "@testing-library/react";
import { selectReply } from "./chat-reply";
import { useChat } from "./use-chat";

const script = {
  topics: [
    { id: "beer", keywords: ["beer"], reply: "About the beer." },
    { id: "skills", keywords: ["skill"], reply: "About skills." },
  ],
  fallback: "Ask me something else.",
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2024, 4, 1, 9, 30));
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const answer = (question: string) => selectReply(question, script);
const render = () => renderHook(() => useChat({ greeting: "Hello!", answer, replyDelayMs: 1000 }));
const texts = (result: ReturnType<typeof render>["result"]) => result.current.messages.map((message) => message.text);

describe("useChat", () => {
  it("starts with the greeting from the assistant", () => {
    const { result } = render();
    expect(result.current.messages).toEqual([
      { id: "greeting", text: "Hello!", isUser: false, timestamp: new Date(2024, 4, 1, 9, 30).getTime() },
    ]);
    expect(result.current.isReplying).toBe(false);
  });

  it("appends the trimmed message at once and the reply after exactly the delay", () => {
    const { result } = render();
    act(() => {
      expect(result.current.send("  Tell me about the beer \n")).toBe(true);
    });
    expect(result.current.messages[1]).toMatchObject({ text: "Tell me about the beer", isUser: true });
    expect(result.current.isReplying).toBe(true);

    advance(999);
    expect(texts(result)).toEqual(["Hello!", "Tell me about the beer"]);
    advance(1);
    expect(texts(result)).toEqual(["Hello!", "Tell me about the beer", "About the beer."]);
    expect(result.current.messages[2]).toMatchObject({ isUser: false, timestamp: Date.now() });
    expect(result.current.isReplying).toBe(false);
  });

  it("sends nothing for a blank draft", () => {
    const { result } = render();
    act(() => {
      expect(result.current.send("  \n\t ")).toBe(false);
    });
    advance(5000);
    expect(texts(result)).toEqual(["Hello!"]);
    expect(result.current.isReplying).toBe(false);
  });

  it("answers several quick messages in the order they were sent, each a full delay after its message", () => {
    const { result } = render();
    act(() => void result.current.send("beer"));
    advance(300);
    act(() => void result.current.send("skills"));
    advance(300);
    act(() => void result.current.send("weather"));

    advance(399);
    expect(texts(result)).toEqual(["Hello!", "beer", "skills", "weather"]);
    advance(1);
    expect(texts(result).slice(4)).toEqual(["About the beer."]);
    advance(299);
    expect(texts(result).slice(4)).toEqual(["About the beer."]);
    advance(1);
    expect(texts(result).slice(4)).toEqual(["About the beer.", "About skills."]);
    expect(result.current.isReplying).toBe(true);
    advance(300);
    expect(texts(result).slice(4)).toEqual(["About the beer.", "About skills.", "Ask me something else."]);
    expect(result.current.isReplying).toBe(false);
  });

  it("gives every message its own id", () => {
    const { result } = render();
    act(() => void result.current.send("beer"));
    act(() => void result.current.send("beer"));
    advance(1000);
    const ids = result.current.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(5);
  });

  it("delivers nothing after unmounting", () => {
    const { result, unmount } = render();
    act(() => void result.current.send("beer"));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("useChat before its replier has arrived", () => {
  it("keeps a due reply until the replier is there, then gives it at once", () => {
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) =>
        useChat({ greeting: "Hello!", answer: ready ? answer : undefined, replyDelayMs: 1000 }),
      { initialProps: { ready: false } },
    );
    act(() => void result.current.send("beer"));
    advance(3000);
    expect(texts(result)).toEqual(["Hello!", "beer"]);
    expect(result.current.isReplying).toBe(true);
    rerender({ ready: true });
    advance(0);
    expect(texts(result)).toEqual(["Hello!", "beer", "About the beer."]);
  });
});
