import React from "react";
import Hand from "lucide-react/icons/hand";
import { useHoverOrFocus } from "../../hooks/use-hover-or-focus";
import { useMessages } from "../../hooks/use-messages";
import { buildMailto } from "../../lib/mailto";
import { TypingDots } from "../../features/chat/typing-dots";

interface SayHiProps {
  email: string;
}

/**
 * A plain mail link; while it is hovered or keyboard-focused, a typing bubble
 * hints at the conversation to come. A line of text under the availability
 * status, as a reply to it, rather than a button: outlined, it stood as the
 * section's first control 40 px above the email card, two look-alike ways to
 * write; filled, it outweighed all four. On a phone the bubble
 * rises above its end, from 600 px it stands beside it.
 */
export function SayHi({ email }: SayHiProps) {
  const { active, handlers } = useHoverOrFocus({ keyboardFocusOnly: true });
  const messages = useMessages();

  return (
    <span className="relative inline-flex">
      <a href={buildMailto(email)} className="group say-hi" {...handlers}>
        <Hand
          aria-hidden="true"
          className="mx-2 size-4 origin-bottom transition-transform group-hover:rotate-12 group-focus-visible:rotate-12"
        />
        {messages["contact.sayHi"]}
      </a>
      {active && (
        <TypingDots className="absolute bottom-full right-0 mb-2 border border-line px-3 py-2.5 shadow-sm xs:bottom-auto xs:left-full xs:right-auto xs:top-1/2 xs:mb-0 xs:ml-3 xs:-translate-y-1/2" />
      )}
    </span>
  );
}
