/** Hyphenated words ("check-in", "decision-making") and ranges ("2018–2019"), split out of a text by `split`'s
 * capturing group. */
const COMPOUND = /([\p{L}\p{N}]+(?:[-–][\p{L}\p{N}]+)+)/u;
/** One part of three characters or fewer: "check-in", "add-on", "AI-first", "e-commerce". */
const SHORT_PART = /(^|-)[\p{L}\p{N}]{1,3}(-|$)/u;
/** A range of numbers, which a browser would break after its dash ("2018–" over "2019"). */
const RANGE = /^\p{N}+(–\p{N}+)+$/u;

/**
 * A title whose short hyphenated compounds and ranges of numbers stay on one line: a browser may break after any
 * hyphen or dash, which leaves "Online check-" at a line's end and "in redesign" under it. The words are wrapped, not
 * changed, so the title's accessible name, search and copied text stay what the owner wrote.
 */
export function WholeCompounds({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
  const whole = (part: string, i: number) => i % 2 === 1 && (SHORT_PART.test(part) || RANGE.test(part));
  if (!parts.some(whole)) return text;
  return parts.map((part, i) =>
    whole(part, i) ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
