import React, { useEffect, useRef } from "react";
import type { ChatMessage } from "./chat-message";
import { prefersReducedMotion } from "../../lib/motion";
import { formatMessage } from "../../i18n/messages";
import { useMessages } from "../../hooks/use-messages";
import { MessageBubble } from "./message-bubble";
import { TypingDots } from "./typing-dots";

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
 * A short conversation starts under the title, as a new chat in a messenger
 * does: anchored at the log's foot, the greeting stood under an empty band
 * that read as something still loading.
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
      // As tall as a greeting of six lines on a phone: at 240 px a four-line greeting stood under a 120 px empty
      // band. On a narrow phone it is as tall as the conversation, up to a step lower, with its text closer to the
      // edges, so the whole chat fits the screen below the header with 36 px suggestions under it.
      className="focus-ring-inset flex h-52 flex-col overflow-y-auto narrow:h-auto narrow:max-h-[12.5rem] narrow:min-h-[7.5rem] narrow:py-3 overscroll-contain px-4 py-4 short:h-auto short:py-2 short:min-h-0 short:flex-1"
    >
      {/* The conversation stands at the log's foot, by the suggestions, as a messenger's does: at its top it left a
          band of 90-110 px under the greeting that read as a gap. Scrolled, it starts at the top as any list. */}
      <ol className="mt-auto flex flex-col gap-3">
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
