import React, { useRef, useState } from "react";
import { graphql } from "gatsby";
import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import PenLine from "lucide-react/icons/pen-line";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { LucideIcon } from "lucide-react";
import type { ChatContent } from "../../lib/content-types";
import { buildMailto } from "../../lib/mailto";
import { cn } from "../../lib/cn";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { useChat } from "../../features/chat/use-chat";
import { useClock } from "../../features/chat/use-clock";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { useReplier } from "../../features/chat/use-replier";
import { formatMessage } from "../../i18n/messages";
import { Words } from "../ui/words";
import { PhoneFrame } from "../../features/chat/phone-frame";
import { ChatHeader } from "../../features/chat/chat-header";
import { MessageList } from "../../features/chat/message-list";
import { QuickPrompts } from "../../features/chat/quick-prompts";
import { ChatInput } from "../../features/chat/chat-input";
import "./chat.css";

interface ChatProps {
  ownerName: string;
  /** The owner's address, for a visitor who would rather write to the owner than to the assistant. */
  email: string;
  chat: ChatContent;
}

const TITLE_ID = "chat-title";

const PHONE_TITLE_ID = "chat-phone-title";
const INPUT_ID = "chat-input";

/** The points beside the device, in order, by their messages' names; only the first stands above a card. */
const CHAT_POINTS = [
  ["privacy", ShieldCheck],
  ["speed", MessageSquare],
  ["source", PenLine],
] as const satisfies readonly (readonly [string, LucideIcon])[];

/** The scripted assistant: every answer comes from content/chat.json, nothing goes over the network. */
export function Chat({ ownerName, email, chat }: ChatProps) {
  const messages = useMessages();
  const assistantName = formatMessage(messages["chat.assistantName"], { name: ownerName });
  const { current } = usePageLanguage();
  const [draft, setDraft] = useState("");
  const [hasSent, setHasSent] = useState(false);
  // Visitors' words are read with the stemmer of the page's language, as the content's keywords are.
  const answer = useReplier(chat, current.code, draft !== "" || hasSent);
  const { messages: conversation, isReplying, send } = useChat({ greeting: chat.greeting, answer });
  const clock = useClock();
  const hasMounted = useHydrated();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const sendDraft = () => {
    if (send(draft)) {
      setDraft("");
      setHasSent(true);
    }
    // The send button disables itself once the input is empty; keep the focus where typing goes on.
    inputRef.current?.focus();
  };

  const fillPrompt = (prompt: string) => {
    setDraft(prompt);
    inputRef.current?.focus();
  };

  return (
    <section id={SECTION_IDS.chat} aria-labelledby={TITLE_ID} className="section">
      {/* From md the phone stands on the content's right edge, from lg as wide as the hero's photo and on its line,
          its top and the text's heading where the other sections' headings stand (chat.css). A list of what
          the assistant knows, set under the text, would only repeat the phone's four prompts. A phone, or a low
          screen, keeps the phone under the text, at the column's width, so the greeting fits. */}
      <div className="grid items-start gap-x-10 gap-y-6 md:grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-beside-photo lg:gap-x-16 short:grid-cols-1">
        <div className="chat-text">
          <h2 id={TITLE_ID} className="section-title">
            <Words text={messages["chat.title"]} />
          </h2>
          {/* Running text: a clause kept whole would leave "Ask" alone at the end of a line when it wraps. Beside the
              phone (from md, chat.css) and from lg, a step larger, so the caption weighs against the device: the contact's tagline's size,
              one size for the page's leads (at 24 px from xl it outweighed both it and the About text). */}
          <p className="section-lead lg:text-xl">
            <Words text={messages["chat.lead"]} prose />
          </p>
          {/* Beside the device each point is titled: that the chat is private, how to start, and whose words the
              answers are; the foot says whom else to ask. Above the chat, on a phone or a low screen, only the first
              note stays, one line, so the chat stays near its heading. */}
          <ul className="chat-points">
            {CHAT_POINTS.map(([point, icon], index) => (
              <ChatPoint
                key={point}
                icon={icon}
                title={messages[`chat.${point}Title`]}
                note={formatMessage(messages[`chat.${point}Note`], { name: ownerName })}
                className={index > 0 ? "chat-point-beside" : undefined}
              />
            ))}
            <li className="chat-owner">
              <Mail aria-hidden="true" className="chat-point-icon" />
              <p>
                <span className="chat-owner-question">
                  {/* The owner's name on one line: "Rather ask Alex / Mustermann directly?" split a person in two. */}
                  <Words text={formatMessage(messages["chat.human"], { name: ownerName.replace(/ /g, "\u00a0") })} />
                </span>{" "}
                <a href={buildMailto(email)} className="chat-human-link">
                  {messages["chat.humanLink"]}
                </a>
              </p>
            </li>
          </ul>
        </div>
        <PhoneFrame labelledBy={PHONE_TITLE_ID} clock={clock}>
          <ChatHeader titleId={PHONE_TITLE_ID} title={assistantName} />
          <MessageList messages={conversation} isReplying={isReplying} ownerName={ownerName} showTimes={hasMounted} />
          <QuickPrompts prompts={chat.quickPrompts} onPick={fillPrompt} />
          <ChatInput
            ref={inputRef}
            id={INPUT_ID}
            label={formatMessage(messages["chat.inputLabel"], { name: ownerName })}
            placeholder={messages["chat.inputPlaceholder"]}
            value={draft}
            onChange={setDraft}
            onSend={sendDraft}
          />
        </PhoneFrame>
      </div>
    </section>
  );
}

interface ChatPointProps {
  icon: LucideIcon;
  title: string;
  note: string;
  className?: string;
}

/** A point beside the assistant: titled beside the device, a note after its icon above the card. */
function ChatPoint({ icon: Icon, title, note, className }: ChatPointProps) {
  return (
    <li className={cn("chat-point", className)}>
      <Icon aria-hidden="true" className="chat-point-icon" />
      <p>
        <span className="chat-point-title">
          <Words text={title} />{" "}
        </span>
        <Words text={note} />
      </p>
    </li>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function ChatSection({ content }: SectionProps<Queries.ChatSectionFragment>) {
  return <Chat ownerName={content.siteJson.name} email={content.siteJson.email} chat={content.chatJson} />;
}

export const chatContent = graphql`
  fragment ChatOwner on SiteJson {
    name
    email
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

  fragment ChatSection on Query {
    siteJson(lang: { eq: $lang }) {
      ...ChatOwner
    }
    chatJson(lang: { eq: $lang }) {
      ...ChatContent
    }
  }
`;
