import React from "react";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../../components/ui/words";
import "./quick-prompts.css";

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
      // Two by two, on a phone held upright as on a low screen held sideways, where each chip is a 40 px target and
      // each question keeps one line (a row of four mixed one- and two-line chips); on a narrow phone, where a chip of
      // half the screen is 115 px wide and a question's last two words no longer fit its line, one under another.
      className="grid auto-rows-fr grid-cols-2 gap-2 border-t border-line px-3 pt-3 narrow:grid-cols-1 narrow:gap-1.5 short:gap-1.5 short:pb-1 short:pt-2"
    >
      {prompts.map((prompt, position) => (
        // By position: two prompts may read the same.
        // An odd one out takes the whole row instead of leaving a gap beside it.
        <li key={position} className="flex last:odd:col-span-2 narrow:last:odd:col-span-1">
          <button type="button" onClick={() => onPick(prompt)} className="control-outline chat-prompt">
            <Words text={prompt} />
          </button>
        </li>
      ))}
    </ul>
  );
}
