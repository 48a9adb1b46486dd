import { Fragment } from 'react';

// Many system fonts lack U+218A/U+218B (the Pitman digits ten and eleven), which would show as empty boxes.
// They are a turned 2 and a turned 3, so CSS draws exactly that over the real, invisible character:
// the text and what assistive technology reads stay ↊ and ↋.
const TURNED: Record<string, string> = { '↊': '2', '↋': '3' };

export function DozenalText({ children }: { children: string }) {
  return (
    <>
      {Array.from(children).map((ch, i) =>
        TURNED[ch] ? (
          <span key={i} className="dozenal-digit" data-glyph={TURNED[ch]}>
            <span className="dozenal-digit-source">{ch}</span>
          </span>
        ) : (
          <Fragment key={i}>{ch}</Fragment>
        ),
      )}
    </>
  );
}
