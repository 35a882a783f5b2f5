import React, { Component, type ComponentType, type CSSProperties } from "react";
import { characterCount, LIMIT_KEY } from "./character-limit";

/** What a Decap control gets that the count reads: the field's configuration (an Immutable map) and the value. */
export interface ControlProps {
  field: { get(key: string): unknown };
  value?: unknown;
}

/**
 * A Decap text control with its count against its limit under it, for every
 * text the schema limits. A class, because Decap asks the control's ref
 * whether the value is valid and reads its other methods; they are handed
 * on to the control inside.
 */
export function withCharacterCount<P extends ControlProps>(Control: ComponentType<P>) {
  return class CountedControl extends Component<P> {
    inner: { isValid?(): unknown; getValidateValue?(): unknown } | null = null;
    isValid = () => this.inner?.isValid?.() ?? true;
    getValidateValue = () => this.inner?.getValidateValue?.();

    override render() {
      const limit = this.props.field.get(LIMIT_KEY);
      const control = <Control {...this.props} ref={(inner: CountedControl["inner"]) => (this.inner = inner)} />;
      if (typeof limit !== "number") return control;
      const { text, over } = characterCount(this.props.value, limit);
      return (
        <>
          {control}
          {/* Not announced: a count read out at every keystroke would drown the typing; the limit is in the hint. */}
          <p style={over > 0 ? { ...COUNT, ...OVER } : COUNT}>{over > 0 ? `${text}: ${over} too many` : text}</p>
        </>
      );
    }
  };
}

const COUNT: CSSProperties = {
  margin: "4px 2px 0",
  textAlign: "right",
  font: "12px system-ui, sans-serif",
  color: "#5f6b7a",
};
const OVER: CSSProperties = { color: "#a11d1d", fontWeight: 700 };
