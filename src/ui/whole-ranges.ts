/** No line breaks at these: a word joiner (drawn as nothing) and a no-break space. */
const JOIN = '\u2060';
const NO_BREAK_SPACE = '\u00a0';

/**
 * The text with each range of numbers ("2018–2019", "2010 – 2014", "$9.99–$24.99") kept on one line: a browser may
 * break after an en dash, or at the space beside it, which leaves "2018–" at a line's end and "2019" under it.
 */
export const wholeRanges = (text: string) =>
  text.replace(/(\d)( ?)–( ?)(?=[$€£₹]?\d)/g, (_, digit: string, before: string, after: string) => {
    const glue = (space: string) => (space ? NO_BREAK_SPACE : JOIN);
    return `${digit}${glue(before)}–${glue(after)}`;
  });
