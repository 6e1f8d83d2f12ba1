/** Line and column of an offset in a file, counted from 1 as editors do. */
export interface Position {
  line: number;
  column: number;
}

const LF = 10;
const CR = 13;

/** Where each line of `text` starts. Found once per file, so placing each error costs a binary search, not a pass over the file. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // "\r\n" is one line end, as are a lone "\n" and a lone "\r".
    if (code === LF || (code === CR && text.charCodeAt(i + 1) !== LF)) starts.push(i + 1);
  }
  return starts;
}

export function positionAt(starts: readonly number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}
