import React, { forwardRef, useRef, useImperativeHandle, type FormEvent, type KeyboardEvent } from "react";
import Send from "lucide-react/icons/send";
import { ENTER_SUBMITS_ATTR } from "../../boot/contract";
import { CHAT_INPUT_MAX_HEIGHT_PX } from "../../lib/constants";
import { isBlank } from "./chat-message";
import { useAutoGrow } from "../../hooks/use-auto-grow";
import { useBeforePaintEffect } from "../../hooks/use-before-paint-effect";
import { useMessages } from "../../hooks/use-messages";
import "./chat-input.css";

interface ChatInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
}

/**
 * A growing textarea and a send button: Enter sends, Shift+Enter starts a new
 * line. Text typed into the server's field before React took it over is kept
 * (React would otherwise set the field to its empty state), so a send made
 * before then, which the bundle loader has React replay, sends it.
 */
export const ChatInput = forwardRef<HTMLTextAreaElement, ChatInputProps>(function ChatInput(
  { id, label, placeholder, value, onChange, onSend },
  ref,
) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textareaRef.current as HTMLTextAreaElement);
  useAutoGrow(textareaRef, value, CHAT_INPUT_MAX_HEIGHT_PX);
  const blank = isBlank(value);
  const messages = useMessages();

  // Only the field the server drew can hold text React has not seen; any re-render would set it to the state.
  useBeforePaintEffect(() => {
    const typedEarly = textareaRef.current?.value;
    if (typedEarly) onChange(typedEarly);
  }, [onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (e.g. Japanese), Enter confirms the composition instead.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 px-3 py-3 short:py-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        rows={1}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        {...{ [ENTER_SUBMITS_ATTR]: "" }}
        style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
        className="min-w-0 flex-1 resize-none overflow-y-hidden break-words rounded-3xl border border-control bg-raised px-4 py-2.5 text-base leading-6 text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        aria-label={messages["chat.send"]}
        disabled={blank}
        className="mb-px grid h-11 w-11 shrink-0 place-items-center rounded-full bg-accent text-on-accent transition-opacity hover:bg-accent/85 disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
      >
        <Send aria-hidden="true" className="h-4 w-4" />
      </button>
    </form>
  );
});
