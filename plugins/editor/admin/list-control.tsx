import React, { Component, type ComponentType, type CSSProperties } from "react";
import type { TranslationPlan } from "../../site-content/merge-translation";
import { FIRST_COLLECTION } from "../collections";
import { entryLabel, translationGaps, type TranslationGaps } from "./translation-gaps";
import { firstInvalidEntry, type InvalidEntry } from "./invalid-entry";

/** What Decap hands a list's control that the panel reads; the configuration and entry are Immutable.js maps. */
export interface ListProps {
  field: { get(key: string): unknown; clear(): { merge(value: object): unknown } };
  /** An Immutable.js list, or nothing for a list the file leaves out. */
  value?: unknown;
  entry: { get(key: "collection" | "slug"): unknown };
  /** Decap's own loader of another entry, as the relation widget uses it: the file's data, read from the backend. */
  loadEntry(collection: string, slug: string): Promise<{ data?: unknown } | undefined>;
  /** The form's refused fields, an Immutable.js map; a new one after each check, such as a publish. */
  fieldsErrors?: unknown;
}

/** The names the panel speaks of: the first language's, and a further language's by its collection. */
export interface LanguageNames {
  first: string;
  of(collection: string): string | null;
}

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value;

/** How many frames an unfolded entry may take to show its refusal and settle, before the aid is scrolled to instead. */
const REVEAL_FRAMES = 60;

const entries = (count: number) => (count === 1 ? "entry" : "entries");

/**
 * Decap's list control with two aids above it:
 * - on a further language's list whose entries have keys, what it lacks: each
 *   entry of the first language that has no translation, with a button that
 *   adds one holding the first language's texts to translate, and each
 *   translation the page leaves out;
 * - when the form refuses a field inside a folded entry, which Decap only
 *   marks with a red title, the entry opens, is scrolled to and is named
 *   with the refusal, counted from 1.
 * A class, as Decap reads the control's methods through its ref; they are
 * handed on. It reads the list's entry ids and folds from Decap's list
 * control, which the editor's end-to-end drive pins.
 */
export function withListHelp<P extends ListProps>(
  Control: ComponentType<P>,
  plans: Record<string, TranslationPlan>,
  languages: LanguageNames,
) {
  type Inner = {
    isValid?(): unknown;
    getValidateValue?(): unknown;
    validate?(): unknown;
    addItem?(item: unknown): void;
    focus?(path: string): void;
    state?: { keys?: string[]; itemsCollapsed?: boolean[] };
  };
  type State = { first: unknown; invalid: InvalidEntry | null };
  return class ListWithHelp extends Component<P, State> {
    inner: Inner | null = null;
    /** The aids' place, from which the opened entry's refusal is found to scroll to. */
    top = React.createRef<HTMLDivElement>();
    override state: State = { first: undefined, invalid: null };
    isValid = () => this.inner?.isValid?.() ?? true;
    getValidateValue = () => this.inner?.getValidateValue?.();
    /** Decap checks every field on a publish; a folded entry with a refused field is then opened and named. */
    validate = () => {
      this.inner?.validate?.();
      // The check's findings reach this control as new props, after the dispatch renders.
      requestAnimationFrame(() => this.openInvalid());
    };

    /** The list's plan in a further language's file, or none where there is nothing to match. */
    plan(): TranslationPlan | undefined {
      const collection = String(this.props.entry.get("collection"));
      if (collection === FIRST_COLLECTION || !languages.of(collection)) return undefined;
      const list = plans[String(this.props.entry.get("slug"))]?.fields?.[String(this.props.field.get("name"))];
      return list?.key && (list.key.derive || list.key.positional) ? list : undefined;
    }

    override componentDidMount() {
      if (!this.plan()) return;
      const name = String(this.props.field.get("name"));
      this.props.loadEntry(FIRST_COLLECTION, String(this.props.entry.get("slug"))).then(
        (found) => {
          const data = found?.data;
          if (data && typeof data === "object") this.setState({ first: (data as Record<string, unknown>)[name] });
        },
        // Without the first language's file the list is Decap's alone, as before keys.
        () => undefined,
      );
    }

    override componentDidUpdate(previous: P) {
      if (this.props.fieldsErrors === previous.fieldsErrors || !this.state.invalid) return;
      const invalid = firstInvalidEntry(plain(this.props.fieldsErrors), this.inner?.state?.keys ?? []);
      // The named entry's refusal follows the owner's fixes, and goes with the last of them.
      if (invalid?.index !== this.state.invalid.index) this.setState({ invalid: null });
      else if (invalid.message !== this.state.invalid.message) this.setState({ invalid });
    }

    openInvalid() {
      const invalid = firstInvalidEntry(plain(this.props.fieldsErrors), this.inner?.state?.keys ?? []);
      this.setState({ invalid });
      if (!invalid) return;
      // Decap's own way to a field unfolds its entry (`listCollapsed` says nothing: it is true for a list that
      // shows its entries). Then the refusal is brought into view.
      if (this.inner?.state?.itemsCollapsed?.[invalid.index]) this.inner.focus?.(String(invalid.index));
      requestAnimationFrame(() => this.reveal(invalid.message));
    }

    /**
     * Scrolls to the refusal once the unfolding entry shows it and its place in the list holds for a frame, and again
     * whenever the place moves and holds anew within the frames left: Decap animates the unfolding, and on a busy
     * machine its first frames can hold still, so a place read early is above where the field ends up. The place is
     * measured from the list's top, so the owner's own scrolling never brings a second one. To the aid if it never shows.
     */
    reveal(message: string, framesLeft = REVEAL_FRAMES, lastPlace?: number, shownPlace?: number) {
      const list = this.top.current?.parentElement;
      const refusal = [...(list?.querySelectorAll("li") ?? [])].find((item) => item.textContent === message);
      const place =
        refusal && list ? refusal.getBoundingClientRect().top - list.getBoundingClientRect().top : undefined;
      let shown = shownPlace;
      if (refusal && place === lastPlace && place !== shown) {
        refusal.scrollIntoView({ block: "center" });
        shown = place;
      }
      if (framesLeft > 0) requestAnimationFrame(() => this.reveal(message, framesLeft - 1, place, shown));
      else if (shown === undefined) (refusal ?? this.top.current)?.scrollIntoView({ block: "center" });
    }

    add(start: object) {
      // A new entry in Decap's own Immutable.js, whose maps the list's configuration is made of; `merge` turns
      // the plain texts into maps and lists as it goes.
      this.inner?.addItem?.(this.props.field.clear().merge(start));
    }

    override render() {
      const control = <Control {...this.props} ref={(inner: Inner | null) => (this.inner = inner)} />;
      const plan = this.plan();
      const gaps = plan && translationGaps(this.state.first, plain(this.props.value), plan);
      const own = languages.of(String(this.props.entry.get("collection")));
      const { invalid } = this.state;
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      const entry = invalid && (plain(this.props.value) as unknown[] | undefined)?.[invalid.index];
      // One shape whether or not an aid shows, so the list keeps its state (which entries are open) below it.
      return (
        <>
          <div ref={this.top}>
            {invalid && (
              <p role="alert" style={REFUSAL}>
                Fix before publishing: {label}, entry {invalid.index + 1} “
                {entryLabel(entry, `Entry ${invalid.index + 1}`)}”
                {invalid.message ? `: ${invalid.message}` : " has a field to fix."}
              </p>
            )}
            {gaps && own && (gaps.missing.length > 0 || gaps.notShown.length > 0 || gaps.unmatched) && (
              <GapsPanel gaps={gaps} first={languages.first} own={own} onAdd={(start) => this.add(start)} />
            )}
          </div>
          {control}
        </>
      );
    }
  };
}

function GapsPanel({
  gaps,
  first,
  own,
  onAdd,
}: {
  gaps: TranslationGaps;
  first: string;
  own: string;
  onAdd(start: object): void;
}) {
  const { missing, notShown, unmatched } = gaps;
  return (
    <section aria-label={`Translation of this list into ${own}`} style={PANEL}>
      {missing.length > 0 && (
        <>
          <p style={TEXT}>
            {missing.length} {entries(missing.length)} of the {first} list {missing.length === 1 ? "has" : "have"} no{" "}
            {own} translation yet; the {own} page shows {missing.length === 1 ? "it" : "them"} in {first}, in the{" "}
            {first} order.
          </p>
          <ul style={LIST}>
            {missing.map(({ key, label, start }) => (
              <li key={key} style={ROW}>
                <span>“{label}”</span>
                <button type="button" style={BUTTON} onClick={() => onAdd(start)}>
                  Translate “{label}”
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {notShown.map(({ index, label }) => (
        <p key={index} style={TEXT}>
          “{label}” translates no entry of the {first} list, so the page leaves it out: remove it, or add its entry in{" "}
          {first} first.
        </p>
      ))}
      {unmatched && (
        <p style={TEXT}>
          This list was written before entries had keys and does not have as many entries as the {first} one, so the{" "}
          {own} page shows the {first} list. Give both lists the same entries in the same order, then run{" "}
          <code>npm run content:keys</code> once.
        </p>
      )}
    </section>
  );
}

const PANEL: CSSProperties = {
  margin: "0 0 12px",
  padding: "12px 14px",
  border: "1px solid #c9d3df",
  borderRadius: 6,
  background: "#f5f8fb",
  font: "14px/1.45 system-ui, sans-serif",
  color: "#1f2933",
};
const TEXT: CSSProperties = { margin: "0 0 8px" };
const REFUSAL: CSSProperties = {
  margin: "0 0 12px",
  padding: "10px 14px",
  border: "1px solid #d4a2a2",
  borderLeft: "4px solid #a11d1d",
  borderRadius: 6,
  background: "#fdf3f3",
  font: "14px/1.45 system-ui, sans-serif",
  color: "#5c1010",
};
const LIST: CSSProperties = { margin: 0, padding: 0, listStyle: "none" };
const ROW: CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  padding: "4px 0",
};
const BUTTON: CSSProperties = {
  padding: "4px 10px",
  border: "1px solid #3a6ea5",
  borderRadius: 4,
  background: "#fff",
  color: "#1d4f82",
  font: "inherit",
  cursor: "pointer",
};
