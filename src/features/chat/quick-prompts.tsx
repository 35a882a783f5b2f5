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
      // Two by two on a phone held upright; on a narrow one, where a chip of half the screen is 115 px wide and a
      // question's last two words no longer fit its line, one under another. On a low screen held sideways, one row of equal
      // chips, each as tall as its longest question, so the conversation keeps its room and every chip stays a
      // 40 px target: wrapped as chips, German's four had left one alone on a second row.
      className="grid auto-rows-fr grid-cols-2 gap-2 border-t border-line px-3 pt-3 narrow:grid-cols-1 narrow:gap-1.5 short:grid-flow-col short:auto-cols-fr short:grid-cols-none short:gap-1.5 short:pb-1 short:pt-2"
    >
      {prompts.map((prompt, position) => (
        // By position: two prompts may read the same.
        // An odd one out takes the whole row instead of leaving a gap beside it.
        <li key={position} className="flex last:odd:col-span-2 narrow:last:odd:col-span-1 short:last:odd:col-span-1">
          {/* Below xs two prompts share a row as narrow as 266 px, so their type is a step smaller there. */}
          <button
            type="button"
            onClick={() => onPick(prompt)}
            className="control-outline w-full rounded-xl px-2.5 py-2 text-left text-xs font-medium leading-snug transition-colors xs:px-3 xs:text-[0.8125rem] narrow:py-1.5 short:min-h-10 short:text-balance short:px-2.5 short:py-1.5 short:text-center short:text-xs"
          >
            <Words text={prompt} />
          </button>
        </li>
      ))}
    </ul>
  );
}
