import React from "react";
import Sparkles from "lucide-react/icons/sparkles";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../../components/ui/words";

interface ChatHeaderProps {
  titleId: string;
  title: string;
}

export function ChatHeader({ titleId, title }: ChatHeaderProps) {
  const messages = useMessages();
  return (
    // Without the device's frame the phone's clock stands at the row's end (phone-frame.tsx), so the title keeps
    // clear of it, and the row is a step lower: on a low screen the greeting keeps its room above the suggestions;
    // on a narrow phone a smaller mark and title keep "{name}'s AI" on one line beside the clock (under the status
    // line's end, a clock read as the title's second line).
    <div className="flex items-center gap-3 border-b border-line px-3 pb-3 pt-2 frameless:pr-16 frameless:py-2 narrow:gap-2.5 narrow:py-2 narrow:pr-14">
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent text-on-accent frameless:h-8 frameless:w-8"
      >
        <Sparkles className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        {/* A long name wraps onto a second line rather than losing its end on a narrow phone. */}
        <h3 id={titleId} className="break-words text-base font-semibold leading-tight text-ink narrow:text-sm">
          <Words text={title} />
        </h3>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
          {messages["chat.onlineStatus"]}
        </p>
      </div>
    </div>
  );
}
