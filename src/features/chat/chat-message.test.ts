import { createMessage, formatTime, isBlank, toSendableText } from "./chat-message";

describe("toSendableText", () => {
  it.each([
    ["  hello  ", "hello"],
    ["\n\tline one\nline two \n", "line one\nline two"],
    ["<b>bold</b>", "<b>bold</b>"],
  ])("trims %j to %j and keeps inner text as typed", (draft, text) => {
    expect(toSendableText(draft)).toBe(text);
    expect(isBlank(draft)).toBe(false);
  });

  it.each(["", " ", "   \n\t  ", "\u00a0\u2003"])("rejects the blank draft %j", (draft) => {
    expect(toSendableText(draft)).toBeNull();
    expect(isBlank(draft)).toBe(true);
  });
});

describe("createMessage", () => {
  it("has its fields and keeps HTML as literal text", () => {
    expect(createMessage("m-1", "<img src=x onerror=alert(1)>", true, 1_700_000_000_000)).toEqual({
      id: "m-1",
      text: "<img src=x onerror=alert(1)>",
      isUser: true,
      timestamp: 1_700_000_000_000,
    });
  });
});

describe("formatTime", () => {
  it("runs where local time is not UTC, so reading UTC hours would fail below", () => {
    expect(new Date(2024, 0, 1).getTimezoneOffset()).not.toBe(0);
  });

  it.each([
    [new Date(2024, 0, 1, 0, 0), "00:00"],
    [new Date(2024, 0, 1, 9, 5), "09:05"],
    [new Date(2024, 0, 1, 13, 45), "13:45"],
    [new Date(2024, 0, 1, 23, 59, 59), "23:59"],
  ])("shows %s as %s in 24-hour local time", (date, text) => {
    expect(formatTime(date)).toBe(text);
    expect(formatTime(date.getTime())).toBe(text);
  });
});
