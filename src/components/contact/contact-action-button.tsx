import React, { type MouseEvent } from "react";
import type { ContactAction } from "../../lib/content-types";
import type { ContactActionTarget } from "../../lib/contact-actions";
import { fireConfetti, preloadConfetti } from "../../lib/confetti";
import { isIconName } from "../../lib/icon-names";
import { followInPageLink } from "../../lib/in-page-link";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";
import { Words } from "../ui/words";

interface ContactActionButtonProps {
  action: ContactAction;
  target: ContactActionTarget;
}

const ICON_SWAP = "col-start-1 row-start-1 transition duration-200 motion-reduce:transition-none";

/**
 * A real link (mail, new tab or in-page anchor), so it works before and without
 * scripts; with them it also bursts confetti and scrolls smoothly in-page.
 * The icon leads the text at every width (contact-layout.css sets the cards
 * one a row up to md and two a row from there).
 */
export function ContactActionButton({ action, target }: ContactActionButtonProps) {
  const messages = useMessages();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    void fireConfetti();
    if (target.scrollTo) followInPageLink(event, target.scrollTo);
  };

  return (
    <a
      href={target.href}
      {...(target.opensNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      data-action={target.kind}
      onClick={handleClick}
      onPointerEnter={preloadConfetti}
      onFocus={preloadConfetti}
      className="group card flex h-full items-start text-left transition hover:-translate-y-0.5 hover:border-muted/40 hover:shadow-md focus-visible:-translate-y-0.5 motion-reduce:transform-none"
    >
      <span className="grid shrink-0 place-items-center rounded-xl bg-raised text-ink transition-colors group-hover:bg-accent group-hover:text-on-accent group-focus-visible:bg-accent group-focus-visible:text-on-accent">
        {isIconName(action.icon) && (
          <span
            data-icon="default"
            className={cn(
              ICON_SWAP,
              "group-hover:scale-50 group-hover:opacity-0 group-focus-visible:scale-50 group-focus-visible:opacity-0",
            )}
          >
            <Icon name={action.icon} className="h-5 w-5" />
          </span>
        )}
        {isIconName(action.hoverIcon) && (
          <span
            data-icon="hover"
            className={cn(
              ICON_SWAP,
              "scale-50 opacity-0 group-hover:scale-100 group-hover:opacity-100 group-focus-visible:scale-100 group-focus-visible:opacity-100",
            )}
          >
            <Icon name={action.hoverIcon} className="h-5 w-5" />
          </span>
        )}
      </span>
      <span className="min-w-0">
        <span className="contact-action-title block font-semibold text-ink">
          <Words text={action.title} />
        </span>
        <span className="mt-0.5 block text-sm text-muted xl:text-[length:var(--card-note-size,0.8125rem)]">
          {/* A sentence, not a label: it breaks between words, not after a dash, each line filled before the next.
              Chromium's balancing set a short first line over a long one ("Zu meinem / vollständigen beruflichen
              Profil"), and its "pretty" wrapping ended "Opens your mail app with" 90 px short of the card's edge. */}
          <Words text={action.subtitle} prose />
        </span>
        {target.opensNewTab && <span className="sr-only">{` ${messages["common.opensInNewTab"]}`}</span>}
      </span>
    </a>
  );
}
