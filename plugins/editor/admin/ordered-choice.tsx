import React, { forwardRef, useEffect, useId, useImperativeHandle, useState, type CSSProperties } from "react";
import {
  canLeaveOut,
  choiceRows,
  chosenValues,
  moveRow,
  withIncluded,
  type ChoiceOption,
  type ChoiceRow,
} from "./ordered-choice-field";

/** What Decap hands a widget's control; its field configuration is an Immutable.js map. */
export interface OrderedChoiceProps {
  field: { get(key: string): unknown };
  /** An Immutable.js list when read from the file, a plain list once this control has changed it. */
  value: unknown;
  onChange(value: string[]): void;
  forID: string;
  classNameWrapper: string;
}

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value;

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Every value the field may hold, one row each in the order the page uses
 * them, each with a switch that includes it and buttons that move it up and
 * down. Decap gives a list of select boxes instead, which starts empty where
 * the file leaves the field out and labels each entry "Item". The row order
 * of values left out is kept while the editor is open, so a value switched
 * off and on again comes back where it stood. Decap asks a control's ref
 * whether its value is valid; the rows cannot hold an invalid one.
 */
export const OrderedChoiceControl = forwardRef<{ isValid(): boolean }, OrderedChoiceProps>(
  function OrderedChoiceControl({ field, value, onChange, forID, classNameWrapper }, ref) {
    const options = (plain(field.get("options")) as ChoiceOption[] | undefined) ?? [];
    const whenLeftOut = strings(plain(field.get("when_left_out"))) ?? [];
    const min = typeof field.get("min") === "number" ? (field.get("min") as number) : 0;
    const label = String(field.get("label") ?? "");
    const saved = strings(plain(value));
    const [rows, setRows] = useState<ChoiceRow[]>(() => choiceRows(options, saved, whenLeftOut));
    const hintId = useId();
    useImperativeHandle(ref, () => ({ isValid: () => true }), []);

    // A value from outside (another entry loaded into the same form) starts the rows afresh; the owner's own
    // change comes back as what the rows already hold.
    useEffect(() => {
      if (saved && !sameList(saved, chosenValues(rows))) setRows(choiceRows(options, saved, whenLeftOut));
      // Only a new value from outside matters here; the rows follow the owner's own changes.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [value]);

    const change = (next: ChoiceRow[]) => {
      setRows(next);
      onChange(chosenValues(next));
    };

    return (
      <div id={forID} className={classNameWrapper} role="group" aria-label={label} aria-describedby={hintId}>
        <p id={hintId} style={HINT}>
          Switched off is left out; the order here is the order the site uses.
        </p>
        <ol style={LIST}>
          {rows.map((row, index) => {
            const name = row.unknown ? `“${row.value}” (not known to the site)` : row.label;
            const locked = row.included && !canLeaveOut(rows, index, min);
            return (
              <li key={row.value} style={{ ...ROW, opacity: row.included ? 1 : 0.6 }}>
                <label style={SWITCH}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={row.included}
                    disabled={locked}
                    onChange={(event) => change(withIncluded(rows, index, event.target.checked))}
                    title={locked ? `At least ${min} must stay switched on` : undefined}
                  />
                  <span style={NAME}>{name}</span>
                </label>
                <span style={row.included ? STATE : { ...STATE, fontStyle: "italic" }}>
                  {row.included ? "shown" : "left out"}
                </span>
                <button
                  type="button"
                  aria-label={`Move ${row.label} up`}
                  disabled={index === 0}
                  onClick={() => change(moveRow(rows, index, -1))}
                  style={MOVE}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${row.label} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => change(moveRow(rows, index, 1))}
                  style={MOVE}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
);

// Decap styles its own widgets with emotion; this one sets plain inline styles in the same spirit.
const HINT: CSSProperties = { margin: "0 0 8px", fontSize: 13, color: "#5f6b7a" };
const LIST: CSSProperties = { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 6 };
const ROW: CSSProperties = {
  display: "flex",
  alignItems: "center",
  gap: 8,
  padding: "6px 8px",
  border: "1px solid #dfdfe3",
  borderRadius: 6,
  background: "#fff",
};
const SWITCH: CSSProperties = { display: "flex", alignItems: "center", gap: 8, flex: 1, cursor: "pointer" };
const NAME: CSSProperties = { fontWeight: 600 };
const STATE: CSSProperties = { fontSize: 12, color: "#5f6b7a", minWidth: 56 };
const MOVE: CSSProperties = {
  width: 32,
  height: 32,
  border: "1px solid #dfdfe3",
  borderRadius: 6,
  background: "#fff",
  cursor: "pointer",
};
