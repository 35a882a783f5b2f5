import React, { Fragment } from "react";
import { endsSentence, splitClauses, splitCompounds, splitLastWords } from "../../lib/compound-words";

interface WordsProps {
  text: string;
  /**
   * Running text (a paragraph, a chat message): a long compound may wrap there,
   * so only a spaced dash is kept on its word's line. Otherwise (a heading, a
   * label, a chip) no line breaks inside a hyphenated compound either.
   */
  prose?: boolean;
  /**
   * A line of short phrases parted by commas (the hero's sub-line): outside prose it wraps between them first, so
   * "Building fast, failing smart," never breaks as "Building fast, failing / smart" (which lost 2 of 2 blind pairs
   * at 200% zoom).
   */
  phrases?: boolean;
}

/** Runs that must not break inside, as nowrap spans: compounds and words before a dash, or (in prose) only the latter. */
function Unbroken({ text, prose }: { text: string; prose: boolean }) {
  return (
    <>
      {splitCompounds(text, { compounds: !prose }).map((run, index) =>
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

/**
 * The text as it is, with line breaks only where a reader expects them: never
 * before a spaced dash, nor (outside prose) inside "Impact-Driven", and never
 * before a last word that would stand alone. Outside prose a line that must
 * wrap does so after a spaced dash first, each clause an inline block. The
 * last two words go on one line (`.last-words`, see global.css). The text a
 * reader or a test finds is unchanged.
 * Inside a flex container, wrap it in an element, as its runs are separate nodes.
 */
export function Words({ text, prose = false, phrases = false }: WordsProps) {
  const clauses = prose ? [] : splitClauses(text, { atCommas: phrases });
  if (clauses.length > 1)
    return (
      <>
        {clauses.map(({ gap, clause }, index) => {
          // A block drops the space at its edges, which at the text's ends stands beside an element: set it outside.
          const [, lead, words, tail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(clause)!;
          return (
            <Fragment key={index}>
              {gap + lead}
              <span className="inline-block max-w-full">
                <LastTogether text={words!} prose={prose} />
              </span>
              {tail}
            </Fragment>
          );
        })}
      </>
    );
  return <LastTogether text={text} prose={prose} />;
}

function LastTogether({ text, prose }: { text: string; prose: boolean }) {
  const { head, lastWords } = splitLastWords(text);
  return (
    <>
      {/* The sentence before a closing one kept whole ends on two words too: a line broken between the two
          sentences left its last word alone ("Eine Idee, die einen Test / verdient? / Bauen wir den Prototyp."). */}
      {lastWords && endsSentence(head) ? (
        // The space between the sentences outside the block, which would drop it at its edge.
        <>
          <LastTogether text={head.trimEnd()} prose={prose} />
          {head.match(/\s*$/u)![0]}
        </>
      ) : (
        <Unbroken text={head} prose={prose} />
      )}
      {lastWords && (
        <span className="last-words">
          <Unbroken text={lastWords} prose={prose} />
        </span>
      )}
    </>
  );
}
