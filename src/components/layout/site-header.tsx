import React, { useEffect, useRef } from "react";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { usePagePosition } from "../../hooks/use-page-position";
import { useMessages } from "../../hooks/use-messages";
import { headerLinks, type SectionId } from "../../lib/sections";
import { cn } from "../../lib/cn";
import { LanguageSwitch } from "./language-switch";
import { SectionLink } from "../ui/section-link";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { HEADER_TYPE } from "./header-type";

/** The hero's name: once it has scrolled away, a phone's header shows the name instead. */
const PAGE_NAME_ID = "hero-title";

/**
 * The most section links the bar holds below lg: five fit beside the name and the two controls at 768 px in
 * either language, links a step tighter and a step smaller there, so the links stand apart from the controls. With
 * more, the bar keeps the quick links and the menu the rest.
 */
const TABLET_BAR_LINKS = 5;

const NAV_LINK = `inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2 ${HEADER_TYPE} lg:px-3 font-medium text-muted transition-colors hover:text-ink aria-[current=true]:text-ink aria-[current=true]:underline aria-[current=true]:decoration-accent-ink aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-8`;

interface SiteHeaderProps {
  /** The owner's name, a link to the top; the 404 page's header has none. */
  name?: string;
  /** The owner's initials, a phone's wordmark while the hero's name is on screen (derived at build). */
  initials?: string;
  /** The sections on the page, in order, each linked from the header. */
  shown?: readonly SectionId[];
  /**
   * The home page's path, on a page of its own (a post): the name and the
   * section links lead there, and the name shows at every width.
   */
  home?: string;
}

/**
 * The bar fixed across the top, on the content column: the owner's name (a
 * link to the top), the page's sections with the one being read marked, the
 * language switch and the theme toggle. Opaque, so no text shows through it
 * while the page scrolls beneath; a backdrop blur would repaint it on every
 * scrolled frame, a cost a phone pays for little. From tablet width the
 * sections are links in the bar; on a phone they sit in a disclosure menu
 * (<details>, which opens before the page's code runs), and the name appears
 * once the hero's own has scrolled away. Between tablet width and lg the bar
 * holds up to five sections; a page with more keeps the quick links there and
 * the menu, holding the rest.
 * The page reserves the bar's height (--header-height) above the hero and
 * below every in-page link target.
 */
export function SiteHeader({ name, initials, shown = [], home }: SiteHeaderProps) {
  const messages = useMessages();
  const { reading, nameGone } = usePagePosition(PAGE_NAME_ID);
  const menu = useRef<HTMLDetailsElement>(null);
  const links = shown.length > 0 ? headerLinks(shown, messages) : [];
  const sections = links.filter((link) => link.to !== "top");
  // Links the bar leaves out until lg (see above), which keep the menu there.
  const more = sections.length > TABLET_BAR_LINKS && sections.some((link) => link.headerOnly);
  const current = (to: string) => (to === reading ? { "aria-current": true as const } : {});
  const closeMenu = () => menu.current?.removeAttribute("open");

  // Escape closes the open menu and hands focus back to its button, as a disclosure menu does.
  useEffect(() => {
    const details = menu.current;
    if (!details) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.removeAttribute("open");
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("keydown", closeOnEscape);
    return () => details.removeEventListener("keydown", closeOnEscape);
  }, []);

  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 h-header bg-page">
      <div className="container-page flex h-full items-center gap-2">
        {name && (
          <div className="relative flex min-w-0">
            {/* On a phone at the top, where the name stands in the hero below, the owner's initials hold the bar's
                left as a wordmark: with three controls alone on the right, the bar had no identity. They
                are a picture of the name, not a second way to it, so the page's tree and tab order stay as they were. */}
            {initials && home === undefined && !nameGone && (
              <span aria-hidden="true" className="header-mark">
                {initials}
              </span>
            )}
            <SectionLink
              to="top"
              home={home}
              className={cn(
                "min-w-0 break-words py-1 pr-2 font-display text-xl leading-tight text-ink transition-opacity md:text-2xl",
                // Below tablet width, where the bar has no section links, the hero's name below is the first screen's
                // one. Wherever the links show, the name leads them, a phone held sideways included: without it the
                // bar's first 330 px stood empty at 844 px, and the header changed its shape from 768 px's.
                !nameGone && home === undefined && "max-md:invisible max-md:opacity-0",
                // On a page of its own the name is always there: a step smaller on the narrowest phones, beside
                // three controls, so that it keeps to one line.
                home !== undefined && "narrow:text-lg",
              )}
            >
              {name}
            </SectionLink>
          </div>
        )}
        {sections.length > 0 && (
          <nav aria-label={messages["header.sections"]} className="ml-2 hidden md:block lg:ml-8">
            <ul className="flex items-center gap-1">
              {/* On a crowded page the header's own links join the bar from lg: at tablet width the name, the four
                  quick links and the controls fill it, and a German name would wrap. Until then the menu holds them. */}
              {sections.map((link) => (
                <li key={link.to} className={more && link.headerOnly ? "max-lg:hidden" : undefined}>
                  <SectionLink to={link.to} home={home} className={NAV_LINK} {...current(link.to)}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {links.length > 0 && (
            <details ref={menu} className={cn("group relative", more ? "lg:hidden" : "md:hidden")}>
              <summary className="btn-round control-size cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden="true" className="h-5 w-5 group-open:hidden" />
                <X aria-hidden="true" className="hidden h-5 w-5 group-open:block" />
                <span className="sr-only">{messages["header.menu"]}</span>
              </summary>
              <nav
                aria-label={messages["header.sections"]}
                className="card absolute right-0 top-[calc(100%+0.5rem)] w-56 p-2 shadow-lg"
              >
                <ul className="flex flex-col">
                  {links.map((link) => (
                    <li key={link.to} className={cn(more && !link.headerOnly && "md:hidden")}>
                      <SectionLink
                        to={link.to}
                        home={home}
                        className={cn(NAV_LINK, "flex w-full rounded-xl text-base")}
                        {...current(link.to)}
                        onNavigate={closeMenu}
                      >
                        {link.label}
                      </SectionLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </details>
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
