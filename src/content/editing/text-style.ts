/** How a JSON file is written, so that an edit writes its new lines the same way. */
export interface TextStyle {
  bom: boolean;
  eol: '\n' | '\r\n';
  /** One level of indentation: a tab, or some spaces. */
  indent: string;
  finalNewline: boolean;
}

/** Reads the style of `text`; a file with no indented line gets two spaces, as the project's Prettier writes. */
export function detectTextStyle(text: string): TextStyle {
  const bom = text.startsWith('\uFEFF');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const leading = [...text.matchAll(/^([ \t]+)\S/gm)].map((match) => match[1]);
  let indent = '  ';
  if (leading.some((space) => space.startsWith('\t'))) indent = '\t';
  else if (leading.length) indent = ' '.repeat(Math.min(...leading.map((space) => space.length)));
  return { bom, eol, indent, finalNewline: /\n$/.test(text) };
}
