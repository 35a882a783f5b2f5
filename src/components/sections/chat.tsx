import React from "react";
import type { ChatContent } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";

interface ChatProps {
  ownerName: string;
  chat: ChatContent;
}

export function Chat({ ownerName, chat }: ChatProps) {
  return (
    <section id={SECTION_IDS.chat} aria-labelledby="chat-title" className="section">
      <h2 id="chat-title" className="section-title">
        Ask my AI
      </h2>
      <div role="region" aria-label={`${ownerName}'s AI chat`} className="card mx-auto mt-10 max-w-sm p-4">
        <p className="font-semibold">{`${ownerName}'s AI`}</p>
        <p className="text-xs text-success">Always online</p>
        <div role="log" aria-live="polite" className="mt-4 space-y-2">
          <p className="rounded-2xl bg-raised p-3 text-sm">{chat.greeting}</p>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2">
          {chat.quickPrompts.map((prompt) => (
            <li key={prompt} className="rounded-full border border-line px-3 py-1 text-xs">
              {prompt}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
