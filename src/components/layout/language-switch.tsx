import React, { type MouseEvent } from "react";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { readingSection } from "../../hooks/use-page-position";
import { HEADER_TYPE } from "./header-type";

/**
 * A plain link to each other language's page, named in that language, so a
 * visitor who cannot read this page still finds theirs. A click carries the
 * section being read, so the other page opens there; before the page's code
 * runs the link opens that page's top. The theme is stored in the browser
 * and survives the switch. Beside the section links, from md, it reads as
 * they do, in their weight and ink: in bold ink it was the heaviest word in
 * the bar. Beside the menu's and the theme's icons alone, on a phone, it takes
 * their ink: muted there it read as switched off.
 */
export function LanguageSwitch() {
  const { current, all } = usePageLanguage();
  const messages = useMessages();
  const others = all.filter((language) => language.code !== current.code);
  if (others.length === 0) return null;

  const keepSection = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = readingSection();
    if (section) event.currentTarget.hash = section;
  };

  return (
    <nav aria-label={messages["languageSwitch.label"]} className="flex items-center gap-2">
      {others.map((language) => (
        <a
          key={language.code}
          href={language.path}
          hrefLang={language.code}
          lang={language.code}
          onClick={keepSection}
          className={`btn-round control-size px-3 ${HEADER_TYPE} font-medium text-ink md:text-muted md:hover:text-ink`}
        >
          {/* Wherever the bar has a menu button, it shows the language's code beside it, leaving the room to the
              name and the section links; the name stays the link's name at every width. */}
          <span aria-hidden="true" className="uppercase lg:hidden">
            {language.code}
          </span>
          <span className="max-lg:sr-only">{language.name}</span>
        </a>
      ))}
    </nav>
  );
}
