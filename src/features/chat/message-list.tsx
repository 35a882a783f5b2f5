import React, { useEffect, useRef } from "react";
import type { ChatMessage } from "./chat-message";
import { prefersReducedMotion } from "../../lib/motion";
import { formatMessage } from "../../i18n/messages";
import { useMessages } from "../../hooks/use-messages";
import { MessageBubble } from "./message-bubble";
import { TypingDots } from "./typing-dots";
import "./message-list.css";

interface MessageListProps {
  messages: ChatMessage[];
  isReplying: boolean;
  /** The owner, whose assistant answers. */
  ownerName: string;
  showTimes: boolean;
}

/**
 * The conversation as a polite live log, so screen readers announce each new
 * message. It scrolls itself, never the page, to keep the newest message in view.
 * The log is as tall as the conversation, within bounds (message-list.css); where
 * a short conversation stands in it depends on the log's height (the same file).
 */
export function MessageList({ messages, isReplying, ownerName, showTimes }: MessageListProps) {
  const texts = useMessages();
  const logRef = useRef<HTMLDivElement>(null);
  const hasMounted = useRef(false);

  useEffect(() => {
    // The greeting needs no scrolling, and measuring it would force a layout during hydration.
    if (!hasMounted.current) {
      hasMounted.current = true;
      return;
    }
    const log = logRef.current;
    if (!log || log.scrollHeight <= log.clientHeight) return;
    log.scrollTo({ top: log.scrollHeight, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [messages.length, isReplying]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={texts["chat.conversation"]}
      // A scrolling region must be reachable by keyboard to scroll back through the conversation (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="focus-ring-inset chat-log"
    >
      <ol className="chat-thread">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} ownerName={ownerName} showTime={showTimes} />
        ))}
      </ol>
      {isReplying && (
        <TypingDots label={formatMessage(texts["chat.typing"], { name: ownerName })} className="mt-3 px-4 py-3" />
      )}
    </div>
  );
}
