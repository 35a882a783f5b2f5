import React from "react";
import { Hand } from "lucide-react";
import { useHoverOrFocus } from "../../hooks/use-hover-or-focus";
import { useMessages } from "../../hooks/use-messages";
import { buildMailto } from "../../lib/mailto";
import { TypingDots } from "../../features/chat/typing-dots";

interface SayHiProps {
  email: string;
}

/**
 * A plain mail link; while it is hovered or keyboard-focused, a typing bubble
 * hints at the conversation to come. On a phone it spans the column, as the
 * hero's buttons do, and the bubble rises above its end.
 */
export function SayHi({ email }: SayHiProps) {
  const { active, handlers } = useHoverOrFocus({ keyboardFocusOnly: true });
  const messages = useMessages();

  return (
    <span className="relative flex w-full xs:inline-flex xs:w-auto">
      <a href={buildMailto(email)} className="group btn-primary w-full" {...handlers}>
        <Hand
          aria-hidden="true"
          className="h-4 w-4 origin-bottom transition-transform group-hover:rotate-12 group-focus-visible:rotate-12"
        />
        {messages["contact.sayHi"]}
      </a>
      {active && (
        <TypingDots className="absolute bottom-full right-0 mb-2 border border-line px-3 py-2.5 shadow-sm xs:bottom-auto xs:left-full xs:right-auto xs:top-1/2 xs:mb-0 xs:ml-3 xs:-translate-y-1/2" />
      )}
    </span>
  );
}
