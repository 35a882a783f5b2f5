import React, { type ComponentProps } from "react";
import { EARLY_INPUT, addEarlyInput, takeEarlyInput } from "../../boot/early-input";
import { useMessages } from "../../hooks/use-messages";
import { formatMessage, type MessageKey } from "../../i18n/messages";
import { Carousel, type CarouselEarlyInput } from "./carousel";

/** The page's one early-input buffer, which the inline scripts write to before React (boot/early-input.ts). */
export const appEarlyInput: CarouselEarlyInput = {
  add: (element, words) => addEarlyInput(element, words, EARLY_INPUT),
  take: (element, owns) => takeEarlyInput(element, owns, EARLY_INPUT),
};

/** The message groups that name a carousel and its controls (`projects.label`, `projects.previous`, …). */
type CarouselMessages = {
  [Key in MessageKey]: Key extends `${infer Group}.previous`
    ? `${Group}.${"label" | "next" | "choose"}` extends MessageKey
      ? Group
      : never
    : never;
}[MessageKey];

type AppCarouselProps = Omit<ComponentProps<typeof Carousel>, "labels" | "format" | "earlyInput"> & {
  /** Where its texts come from, e.g. "projects" for "Projects", "Previous project", … */
  messages: CarouselMessages;
};

/** A Carousel in the page's language, fed by the page's early-input buffer. */
export function AppCarousel({ messages: group, ...props }: AppCarouselProps) {
  const messages = useMessages();
  return (
    <Carousel
      {...props}
      earlyInput={appEarlyInput}
      format={formatMessage}
      labels={{
        label: messages[`${group}.label`],
        carousel: messages["carousel.roleDescription"],
        slide: messages["carousel.slideRoleDescription"],
        slideLabel: messages["carousel.slideLabel"],
        status: messages["carousel.status"],
        goToSlide: messages["carousel.goToSlide"],
        counter: messages["carousel.counter"],
        previous: messages[`${group}.previous`],
        next: messages[`${group}.next`],
        choose: messages[`${group}.choose`],
      }}
    />
  );
}
