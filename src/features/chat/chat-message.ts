/** A chat message. Its text is plain text: the UI renders it as text, never as HTML. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** Milliseconds since the epoch, as from Date.now(). */
  timestamp: number;
}

/** The text to send, trimmed, or null when it is empty or whitespace only. */
export function toSendableText(draft: string): string | null {
  const text = draft.trim();
  return text === "" ? null : text;
}

export function isBlank(draft: string): boolean {
  return toSendableText(draft) === null;
}

export function createMessage(id: string, text: string, isUser: boolean, timestamp: number): ChatMessage {
  return { id, text, isUser, timestamp };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** 24-hour HH:MM in the visitor's local time zone. */
export function formatTime(time: number | Date): string {
  const date = new Date(time);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
