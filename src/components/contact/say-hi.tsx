import React from "react";
import { Hand } from "lucide-react";
import { useHoverOrFocus } from "../../hooks/use-hover-or-focus";
import { useMessages } from "../../hooks/use-messages";
import { buildMailto } from "../../lib/mailto";
import { TypingDots } from "../../features/chat/typing-dots";

interface SayHiProps {
  email: string;
}

/** A plain mail link; while it is hovered or keyboard-focused, a typing bubble hints at the conversation to come. */
export function SayHi({ email }: SayHiProps) {
  const { active, handlers } = useHoverOrFocus({ keyboardFocusOnly: true });
  const messages = useMessages();

  return (
    <span className="relative inline-flex">
      <a href={buildMailto(email)} className="group btn-primary" {...handlers}>
        <Hand
          aria-hidden="true"
          className="h-4 w-4 origin-bottom transition-transform group-hover:rotate-12 group-focus-visible:rotate-12"
        />
        {messages["contact.sayHi"]}
      </a>
      {active && (
        <TypingDots className="absolute left-full top-1/2 ml-3 -translate-y-1/2 border border-line px-3 py-2.5 shadow-sm" />
      )}
    </span>
  );
}
