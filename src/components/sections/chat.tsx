import React, { useRef, useState } from "react";
import { graphql } from "gatsby";
import { ShieldCheck } from "lucide-react";
import type { ChatContent } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { useChat } from "../../hooks/use-chat";
import { useClock } from "../../hooks/use-clock";
import { useHydrated } from "../../hooks/use-hydrated";
import { PhoneFrame } from "../chat/phone-frame";
import { ChatHeader } from "../chat/chat-header";
import { MessageList } from "../chat/message-list";
import { QuickPrompts } from "../chat/quick-prompts";
import { ChatInput } from "../chat/chat-input";

interface ChatProps {
  ownerName: string;
  chat: ChatContent;
}

const TITLE_ID = "chat-title";
const PHONE_TITLE_ID = "chat-phone-title";
const INPUT_ID = "chat-input";

/** The scripted assistant: every answer comes from content/chat.json, nothing goes over the network. */
export function Chat({ ownerName, chat }: ChatProps) {
  const assistantName = `${ownerName}'s AI`;
  const { messages, isReplying, send } = useChat({ greeting: chat.greeting, script: chat });
  const clock = useClock();
  const hasMounted = useHydrated();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const sendDraft = () => {
    if (send(draft)) setDraft("");
    // The send button disables itself once the input is empty; keep the focus where typing goes on.
    inputRef.current?.focus();
  };

  const fillPrompt = (prompt: string) => {
    setDraft(prompt);
    inputRef.current?.focus();
  };

  return (
    <section id={SECTION_IDS.chat} aria-labelledby={TITLE_ID} className="section">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="text-center lg:text-left">
          <h2 id={TITLE_ID} className="section-title">
            Ask my AI
          </h2>
          <p className="section-lead mx-auto lg:mx-0">
            Curious about a project, a skill or a past role? Ask the assistant – it answers in about a second.
          </p>
          <p className="mt-6 flex items-center justify-center gap-2 text-sm text-muted lg:justify-start">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-success" />
            Scripted answers – nothing leaves this page.
          </p>
        </div>
        <PhoneFrame labelledBy={PHONE_TITLE_ID} clock={clock}>
          <ChatHeader titleId={PHONE_TITLE_ID} title={assistantName} />
          <MessageList
            messages={messages}
            isReplying={isReplying}
            assistantName={assistantName}
            showTimes={hasMounted}
          />
          <QuickPrompts prompts={chat.quickPrompts} onPick={fillPrompt} />
          <ChatInput
            ref={inputRef}
            id={INPUT_ID}
            label={`Message ${assistantName}`}
            placeholder="Ask me anything…"
            value={draft}
            onChange={setDraft}
            onSend={sendDraft}
          />
        </PhoneFrame>
      </div>
    </section>
  );
}

export const chatContent = graphql`
  fragment ChatOwner on SiteJson {
    name
  }

  fragment ChatContent on ChatJson {
    greeting
    fallback
    quickPrompts
    topics {
      id
      keywords
      synonyms
      reply
    }
    smallTalk {
      keywords
      reply
    }
  }
`;
