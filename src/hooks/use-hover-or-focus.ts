import { useCallback, useMemo, useState, type FocusEvent } from "react";

interface HoverOrFocusOptions {
  /** Count focus only when the browser would show a focus ring, so a mouse click does not leave the state on. */
  keyboardFocusOnly?: boolean;
}

interface HoverOrFocusHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    // An engine without :focus-visible: treat every focus as visible rather than hide the state from keyboards.
    return true;
  }
}

/** True while the pointer is over the element or focus is inside it; spread `handlers` onto the element. */
export function useHoverOrFocus({ keyboardFocusOnly = false }: HoverOrFocusOptions = {}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => setFocused(!keyboardFocusOnly || isFocusVisible(event.target)),
    [keyboardFocusOnly],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);

  const handlers = useMemo<HoverOrFocusHandlers>(
    () => ({ onPointerEnter: () => setHovered(true), onPointerLeave: () => setHovered(false), onFocus, onBlur }),
    [onFocus, onBlur],
  );

  return { active: hovered || focused, handlers };
}
