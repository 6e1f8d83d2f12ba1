import { Fragment } from 'react';

/** Units a figure writes after its number: "15 min", "6 h", "+18 pts", "10 months". */
const UNIT = '(?:min|mins|h|hrs?|s|ms|days?|weeks?|months?|yrs?|years?|pts|pp)';
/** The spaces that join a number to its unit ("15 min") or to a sign of comparison before it ("< 10"). */
const NUMBER_SPACES = new RegExp(`(?<=[<>~≈]) (?=\\d)|(?<=\\d) (?=${UNIT}(?![\\p{L}]))`, 'gu');
/** A figure's two sides: "~1 day", "→ ", "under 15 min". */
const SIDES = /(\s*[→←]\s*)/;
/** A side longer than this may still need to break in a narrow column; it keeps only its number spaces. */
const WHOLE_SIDE = 16;
/** Stands for a held space while the value is cut at the others. */
const HELD = '\u0000';

/** The value with each space it must not break at marked HELD: a side of an arrow whole, else a number with its unit. */
const hold = (value: string) =>
  value
    .split(SIDES)
    .map((part, i) => {
      if (i % 2 === 1) return part.replace(/^ /, HELD); // the arrow stays on the line of what it follows
      return SIDES.test(value) && part.length <= WHOLE_SIDE ? part.replaceAll(' ', HELD) : part.replace(NUMBER_SPACES, HELD);
    })
    .join('');

/**
 * A figure that breaks only between its parts: "~1 day → under 15 min" may put "under 15 min" on a line of its own,
 * never "min" alone under the rest. Held words are wrapped, not changed, so the figure's text stays what the owner
 * wrote (copied, searched and read aloud).
 */
export function WholeFigure({ value }: { value: string }) {
  const words = hold(value).split(' ');
  if (!words.some((word) => word.includes(HELD))) return value;
  return words.map((word, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      {word.includes(HELD) ? <span style={{ whiteSpace: 'nowrap' }}>{word.replaceAll(HELD, ' ')}</span> : word}
    </Fragment>
  ));
}
