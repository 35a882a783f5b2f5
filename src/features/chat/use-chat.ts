import { useCallback, useEffect, useReducer, useRef } from "react";
import { CHAT_REPLY_DELAY_MS } from "../../lib/constants";
import { createMessage, toSendableText, type ChatMessage } from "./chat-message";
import type { Replier } from "./use-replier";

interface PendingReply {
  id: string;
  /** The visitor's message it answers: the reply is chosen when it is delivered. */
  question: string;
  /** Epoch ms at which the reply is due: its message's send time plus the delay. */
  dueAt: number;
}

interface ChatState {
  messages: ChatMessage[];
  /** Oldest first; only the head is ever delivered, so replies keep their order. */
  pending: PendingReply[];
}

type ChatAction =
  | { type: "send"; message: ChatMessage; reply: PendingReply }
  | { type: "deliver"; now: number; answer: (question: string) => string };

function reduce(state: ChatState, action: ChatAction): ChatState {
  if (action.type === "send") {
    return { messages: [...state.messages, action.message], pending: [...state.pending, action.reply] };
  }
  // The head is due (its timer fired); the replies right behind it that are due as well come along.
  const notDue = state.pending.findIndex((reply, index) => index > 0 && reply.dueAt > action.now);
  const due = state.pending.slice(0, notDue === -1 ? state.pending.length : notDue);
  if (due.length === 0) return state;
  return {
    messages: [
      ...state.messages,
      ...due.map((reply) => createMessage(reply.id, action.answer(reply.question), false, action.now)),
    ],
    pending: state.pending.slice(due.length),
  };
}

interface ChatOptions {
  greeting: string;
  /** Chooses each reply; undefined while it is on its way, and a due reply then waits for it. */
  answer: Replier | undefined;
  replyDelayMs?: number;
}

export interface Chat {
  messages: ChatMessage[];
  isReplying: boolean;
  /** Sends the trimmed draft; returns false (and sends nothing) when it is blank. */
  send: (draft: string) => boolean;
}

/** The scripted conversation: the greeting, then each message answered after the reply delay, in order. */
export function useChat({ greeting, answer, replyDelayMs = CHAT_REPLY_DELAY_MS }: ChatOptions): Chat {
  const [state, dispatch] = useReducer(reduce, undefined, () => ({
    messages: [createMessage("greeting", greeting, false, Date.now())],
    pending: [],
  }));
  const lastId = useRef(0);
  const head = state.pending[0];

  useEffect(() => {
    if (!head || !answer) return undefined;
    const timer = setTimeout(() => dispatch({ type: "deliver", now: Date.now(), answer }), head.dueAt - Date.now());
    return () => clearTimeout(timer);
  }, [head, answer]);

  const send = useCallback(
    (draft: string) => {
      const text = toSendableText(draft);
      if (text === null) return false;
      const now = Date.now();
      const nextId = () => `message-${(lastId.current += 1)}`;
      dispatch({
        type: "send",
        message: createMessage(nextId(), text, true, now),
        reply: { id: nextId(), question: text, dueAt: now + replyDelayMs },
      });
      return true;
    },
    [replyDelayMs],
  );

  return { messages: state.messages, isReplying: state.pending.length > 0, send };
}
