import React, { useCallback, useEffect, useState, type CSSProperties, type MouseEvent } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import type { ExperienceEntry } from "../../lib/content-types";
import { TIMELINE_HEIGHT_PX } from "../../lib/constants";
import { useMessages } from "../../hooks/use-messages";
import { LazyScrollArea } from "./lazy-scroll-area";
import { roleRoom } from "./role-room";
import {
  FADE_END_REM,
  FADE_LEEWAY_REM,
  FADE_REM,
  SCROLL_DRIVEN_QUERY,
  WHOLE_ROLE_CLEARANCE_REM,
} from "./timeline-fade";
import { TimelineEntry } from "./timeline-entry";
import { CompanyLogo } from "./company-logo";
import { logoSource } from "../../lib/showcase-content";
import { prefersReducedMotion } from "../../lib/motion";
import "./experience.css";

/**
 * The timeline's height; on a screen too low for it (a phone held sideways)
 * the room below the header, as the chat's phone takes: a taller box would
 * trap the page's scroll, and a list in the page's flow ran four screens long.
 * There it shows the first role whole and the ones below it a line each.
 */
const TIMELINE_MAX_HEIGHT = `var(--timeline-max-height, ${TIMELINE_HEIGHT_PX}px)`;

/**
 * Room beyond four of the preview's lines would read as the list's end; there a cut role is left. Less, as a
 * role's height was before the lines filled the room, cut a long German role through its last line at 1024 px.
 */
const MAX_ROOM_REM = 14;
const ROOM_PROPERTY = "--role-room";

/** Where the roles the box does not show yet begin, in px from the timeline's top, the first of them and how many fit. */
interface Preview {
  from: number;
  top: number;
  count: number;
}

/**
 * The gap after a previewed role's row (experience.css), in rem; it also stands over the note. The row's own height
 * changes with the width and is declared there, as --preview-row. The rows begin 1.5rem under the last whole role's
 * text, closer than the next role would (2.25rem), so that one fits the room at 2560 px too.
 */
const PREVIEW_ROW_PROPERTY = "--preview-row";
const PREVIEW_GAP_REM = 0.75;
const PREVIEW_START_REM = 1.5;

/**
 * Where a role's text ends, in px from the list's top: its article's content, measured from the role's own top. By
 * layout, not by the screen, so a role still waiting to slide in is where it will stand.
 */
function textEnd(role: HTMLElement): number {
  const text = role.lastElementChild?.firstElementChild as HTMLElement | null;
  return role.offsetTop + (text ? text.offsetTop + text.offsetHeight : 0);
}

/**
 * The room under the last whole role (role-room.ts) that ends the box between two roles rather than through one,
 * set on that role as --role-room and measured again whenever the box or the list changes size: a width, the wide
 * screens' type, a web font arriving. The list is taken when it mounts, which is once the scroll area's code has
 * come; the room only changes the list's height, so a second measure finds it in place and the observer rests.
 * With a room, the roles below it are previewed in it, one line each.
 */
function useRoleRoom(list: HTMLOListElement | null, onPreview: (preview: Preview | null) => void): void {
  useEffect(() => {
    const box = list?.closest(".scroll-fade");
    const scope = list?.closest(".scroll-more-scope");
    if (!list || !box || !scope || !CSS.supports(SCROLL_DRIVEN_QUERY)) return undefined;
    const roles = Array.from(list.children as HTMLCollectionOf<HTMLElement>);
    const measure = () => {
      roles.forEach((role) => role.style.removeProperty(ROOM_PROPERTY));
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const places = roles.map((role) => ({ top: role.offsetTop, end: textEnd(role) }));
      const room = roleRoom(
        places,
        box.clientHeight - FADE_END_REM * rem,
        (FADE_REM - FADE_LEEWAY_REM) * rem,
        MAX_ROOM_REM * rem,
      );
      if (!room) return onPreview(null);
      roles[room.role]!.style.setProperty(ROOM_PROPERTY, `${room.room}px`);
      const scopeTop = scope.getBoundingClientRect().top;
      const listTop = list.getBoundingClientRect().top + box.scrollTop - scopeTop;
      const top = Math.round(listTop + places[room.role]!.end + PREVIEW_START_REM * rem);
      const note = scope.querySelector(".timeline-note")?.getBoundingClientRect().top ?? scopeTop;
      const space = note - scopeTop - top;
      const row = parseFloat(getComputedStyle(scope).getPropertyValue(PREVIEW_ROW_PROPERTY));
      const pitch = (row + PREVIEW_GAP_REM) * rem;
      const count = Math.floor(space / pitch);
      // What is left under the last line, up to a line's pitch, is shared above and below the lines: left under them,
      // it stood as a band of bare rail over the note, as if a line had failed to load.
      onPreview(count > 0 ? { from: room.role + 1, top: top + Math.floor((space % pitch) / 2), count } : null);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(list);
    return () => observer.disconnect();
  }, [list, onPreview]);
}

/**
 * The desktop experience view: a vertical timeline in a scroll area, as tall
 * as its entries up to the timeline height. While roles lie below what the
 * box shows, a note on the box's faded bottom edge says so: the fade alone
 * reads as the end of the list. The page's CSS shows it by the box's scroll
 * position (.scroll-more). A click on it scrolls the first role not shown whole
 * to the box's top. Screen readers have the whole list, and a keyboard scrolls
 * the box, so the note is for the eye and the pointer. The list ends in as much room as
 * the fade, so its last role clears it once scrolled to. Once measured, the
 * box ends between two roles, the rail running on from the last whole one to
 * the note past a line for each role below that fits (experience.css).
 */
export function ExperienceTimeline({ entries }: { entries: readonly ExperienceEntry[] }) {
  const messages = useMessages();
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  useRoleRoom(list, setPreview);
  // The list is found from the note, not taken from the ref: until the scroll area's code has come, the server's list
  // stands unhydrated, the ref unset, and a click would do nothing.
  const showEarlier = (event: MouseEvent<HTMLButtonElement>) => {
    const roleList = event.currentTarget.closest(".scroll-more-scope")?.querySelector("ol");
    const box = roleList?.closest(".scroll-fade");
    if (!roleList || !box) return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    // The list's top from the box's, as it stands now: what the box shows of it is 0 to the box's height.
    const listTop = roleList.getBoundingClientRect().top - box.getBoundingClientRect().top;
    const next = Array.from(roleList.children as HTMLCollectionOf<HTMLElement>).find(
      (role) => listTop + textEnd(role) > box.clientHeight - WHOLE_ROLE_CLEARANCE_REM * rem,
    );
    if (!next) return;
    const top = listTop + next.offsetTop - parseFloat(getComputedStyle(roleList).paddingTop);
    box.scrollBy({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const toggle = useCallback(
    (position: number) => setHighlighted((current) => (current === position ? null : position)),
    [],
  );

  return (
    // The note stands on the box's last 2rem, where the fade leaves text a third of its ink or less, and where the
    // room under the last whole role leaves only the rail: the rail runs on beside it, and the box ends the section.
    <div className="timeline scroll-more-scope relative">
      {/* The roles' text, their dates included, reaches the content edge that every section shares (from lg to xl, the
          achievements' measure, experience.css); a highlighted role's card and the scrollbar stand beyond it, in the
          page's gutter (2rem from md). */}
      <LazyScrollArea
        maxHeight={TIMELINE_MAX_HEIGHT}
        fadeEdges
        className="-ml-2 -mr-8 short:[--timeline-max-height:calc(100svh-var(--header-height)-1rem)]"
      >
        <ol ref={setList} className="relative pb-16 pl-2 pr-8 pt-3">
          {entries.map((entry, position) => (
            <TimelineEntry
              key={position}
              entry={entry}
              position={position}
              isLast={position === entries.length - 1}
              highlighted={highlighted === position}
              onToggleHighlight={toggle}
            />
          ))}
        </ol>
      </LazyScrollArea>
      {preview && (
        <ol
          aria-hidden="true"
          data-testid="roles-preview"
          className="timeline-preview"
          style={{ "--preview-top": `${preview.top}px` } as CSSProperties}
        >
          {entries.slice(preview.from, preview.from + preview.count).map((entry, position) => (
            <li key={position} className="timeline-preview-row">
              <span className="timeline-preview-logo">
                <span>
                  <CompanyLogo src={logoSource(entry.logo)} company={entry.company} />
                </span>
              </span>
              <span className="timeline-preview-role" data-role={entry.title} data-company={entry.company} />
              <span className="timeline-preview-period" data-period={entry.period} />
            </li>
          ))}
        </ol>
      )}
      <p
        aria-hidden="true"
        data-testid="more-roles"
        className="scroll-more timeline-note-row pointer-events-none absolute inset-x-0 bottom-0 flex"
      >
        {/* Out of the tab order, as the note is out of the reading order: a keyboard scrolls the box itself. */}
        <button type="button" tabIndex={-1} className="timeline-note" onClick={showEarlier}>
          {messages["experience.showEarlier"]}
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </p>
    </div>
  );
}
