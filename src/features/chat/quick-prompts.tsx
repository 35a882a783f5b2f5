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
    <ul aria-label={messages["chat.suggestedQuestions"]} className="chat-prompts">
      {prompts.map((prompt, position) => (
        // By position: two prompts may read the same.
        <li key={position}>
          <button type="button" onClick={() => onPick(prompt)} className="control-outline chat-prompt">
            <Words text={prompt} />
          </button>
        </li>
      ))}
    </ul>
  );
}
