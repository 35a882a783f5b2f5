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
      // Where the screen is low (sideways, or a small phone upright) the prompts run in one row that scrolls, so the
      // conversation keeps its room. The row ends in padding as wide as its fade, so the last prompt scrolls clear of it.
      className="grid auto-rows-fr grid-cols-2 gap-2 border-t border-line px-3 pt-3 cramped:flex cramped:gap-1.5 cramped:overflow-x-auto cramped:pb-1 cramped:pr-12 cramped:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]"
    >
      {prompts.map((prompt, position) => (
        // By position: two prompts may read the same.
        // An odd one out takes the whole row instead of leaving a gap beside it.
        <li key={position} className="flex last:odd:col-span-2 cramped:shrink-0">
          <button
            type="button"
            onClick={() => onPick(prompt)}
            className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-left text-[0.8125rem] font-medium leading-snug text-ink transition-colors hover:bg-raised cramped:whitespace-nowrap cramped:px-2.5 cramped:text-xs"
          >
            <Words text={prompt} />
          </button>
        </li>
      ))}
    </ul>
  );
}
