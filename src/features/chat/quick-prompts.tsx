import React from "react";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../../components/ui/words";

interface QuickPromptsProps {
  prompts: readonly string[];
  onPick: (prompt: string) => void;
}

/** Suggested questions: picking one only fills the input, so the visitor can edit it before sending. */
export function QuickPrompts({ prompts, onPick }: QuickPromptsProps) {
  const messages = useMessages();
  return (
    <ul
      aria-label={messages["chat.suggestedQuestions"]}
      // Two by two at every size, so no question is left alone on a row in a language whose questions are longer; on
      // a low screen held sideways the chips are a step tighter, so the conversation keeps its room.
      className="grid auto-rows-fr grid-cols-2 gap-2 border-t border-line px-3 pt-3 short:gap-1.5 short:pb-1 short:pt-2"
    >
      {prompts.map((prompt, position) => (
        // By position: two prompts may read the same.
        // An odd one out takes the whole row instead of leaving a gap beside it.
        <li key={position} className="flex last:odd:col-span-2">
          {/* Below xs two prompts share a row as narrow as 115 px, so their type is a step smaller there. */}
          <button
            type="button"
            onClick={() => onPick(prompt)}
            className="w-full rounded-xl border border-control bg-surface px-2.5 py-2 text-left text-xs font-medium leading-snug text-ink transition-colors hover:bg-raised xs:px-3 xs:text-[0.8125rem] short:px-2.5 short:py-1.5 short:text-xs"
          >
            <Words text={prompt} />
          </button>
        </li>
      ))}
    </ul>
  );
}
