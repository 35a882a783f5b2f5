import React, { Fragment } from "react";
import { splitCompounds } from "../../lib/compound-words";

interface UnbrokenCompoundsProps {
  text: string;
}

/**
 * The text as it is, except that no line breaks inside a hyphenated compound
 * ("Impact-Driven") or starts with a dash that stands between words.
 */
export function UnbrokenCompounds({ text }: UnbrokenCompoundsProps) {
  return (
    <>
      {splitCompounds(text).map((run, index) =>
        run.compound ? (
          <span key={index} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
