/**
 * Whether an SVG may be published. An SVG opened at its own address is a document on the site's origin: a
 * script in it runs there, and a style or link in it can load from anywhere. The file is parsed as the browser
 * parses it (strict XML, namespaces resolved, entities and character references decoded), and every element,
 * attribute, address and piece of CSS must be on the allowlist in svg-allowlist.ts.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { oneLine, quote } from '../../schema/messages';
import {
  isAriaAttribute,
  isEmbeddedPicture,
  isFragment,
  METADATA_NS,
  PICTURE_ELEMENTS,
  PLAIN_ATTRIBUTES,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svg-allowlist';
import { cssProblem } from './svg-css';

/** What is wrong with an SVG: something it may not hold (described as found, with its line), or XML a browser would not draw. */
export type SvgProblem = { unsafe: string } | { malformed: string };

/** Thrown from inside the parser's callbacks to stop at the first thing refused. */
class Refusal {
  constructor(readonly what: string) {}
}

/** Animation may change a drawing attribute, not where an address leads nor the CSS the style attribute holds. */
const NOT_ANIMATED = new Set(['href', 'style', 'attributename']);

const cut = (text: string, max = 60) => oneLine(text.length > max ? `${text.slice(0, max - 3)}...` : text);

function judgeAttribute(tag: SaxesTagNS, attribute: SaxesAttributeNS, at: string): void {
  const { name, local, uri, value } = attribute;
  // Written only for a refusal: a large drawing has hundreds of thousands of attributes.
  const refuse = (what: string, after = '') => new Refusal(`${what} ${name}=${quote(value)}${after} on <${tag.name}>${at}`);
  if (uri !== XMLNS_NS && /^on/i.test(local)) throw refuse('an event-handler attribute');
  if (tag.uri !== SVG_NS) return; // a metadata element: a browser draws nothing of it and reads none of its attributes
  const address = () => {
    if (isFragment(value) || (PICTURE_ELEMENTS.has(tag.local) && isEmbeddedPicture(value))) return;
    throw refuse('an address');
  };
  if (uri === XMLNS_NS || (uri === XML_NS && XML_ATTRIBUTES.has(local)) || METADATA_NS.has(uri)) return;
  if (uri === XLINK_NS && XLINK_ATTRIBUTES.has(local)) return local === 'href' ? address() : undefined;
  const plain = local.toLowerCase();
  if (uri !== '' || !(SVG_ATTRIBUTES.has(plain) || isAriaAttribute(plain)))
    throw refuse('an attribute', uri ? ` of the namespace ${quote(uri)}` : '');
  if (plain === 'href') return address();
  if (plain === 'attributename' && (!SVG_ATTRIBUTES.has(value.toLowerCase()) || NOT_ANIMATED.has(value.toLowerCase())))
    throw refuse('an animation of');
  if (PLAIN_ATTRIBUTES.has(plain) || isAriaAttribute(plain)) return;
  const found = cssProblem(value);
  if (found) throw new Refusal(`${cut(found)} in the ${name} attribute of <${tag.name}>${at}`);
}

function judgeElement(tag: SaxesTagNS, line: number, root: boolean): void {
  const at = ` at line ${line}`;
  if (tag.uri === SVG_NS) {
    if (!SVG_ELEMENTS.has(tag.local) || (root && tag.local !== 'svg'))
      throw new Refusal(`a <${tag.local}> element${tag.prefix ? ` (written <${tag.name}>)` : ''}${at}`);
  } else if (root || !METADATA_NS.has(tag.uri)) {
    throw new Refusal(`an element <${tag.name}> of ${tag.uri ? `the namespace ${quote(tag.uri)}` : 'no namespace'}${at}`);
  }
  for (const attribute of Object.values(tag.attributes)) judgeAttribute(tag, attribute, at);
}

/** The first thing in this SVG file that the site would not publish, or undefined when it is a plain drawing. */
export function svgProblem(bytes: Uint8Array): SvgProblem | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { malformed: 'it is not UTF-8 text' };
  }
  const parser = new SaxesParser({ xmlns: true });
  const open: { tag: SaxesTagNS; line: number; css: string }[] = [];
  let line = 1;
  const isStyle = (tag: SaxesTagNS) => tag.uri === SVG_NS && tag.local === 'style';
  const addCss = (css: string) => {
    const current = open.at(-1);
    if (current && isStyle(current.tag)) current.css += css;
  };
  parser.on('xmldecl', ({ encoding }) => {
    // Read as UTF-8 here, an SVG in another encoding could mean something else to the browser.
    if (encoding && !/^(?:utf-8|us-ascii)$/i.test(encoding))
      throw new Refusal(`an encoding declaration ${quote(encoding)} (save the file as UTF-8)`);
  });
  parser.on('doctype', (doctype) => {
    // A DOCTYPE naming the SVG 1.1 DTD is harmless (browsers never fetch it); declarations in it can define entities.
    if (doctype.includes('[')) throw new Refusal(`a DOCTYPE with declarations (<!DOCTYPE${cut(doctype)}>)`);
  });
  parser.on('processinginstruction', ({ target, body }) => {
    throw new Refusal(`a processing instruction <?${cut(`${target} ${body}`.trim())}?>`);
  });
  parser.on('opentagstart', () => {
    line = parser.line;
  });
  parser.on('opentag', (tag) => {
    judgeElement(tag, line, open.length === 0);
    open.push({ tag, line, css: '' });
  });
  parser.on('text', addCss);
  parser.on('cdata', addCss);
  parser.on('closetag', () => {
    const closed = open.pop()!;
    const found = isStyle(closed.tag) ? cssProblem(closed.css) : undefined;
    if (found) throw new Refusal(`${cut(found)} in a <style> element at line ${closed.line}`);
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refusal) return { unsafe: error.what };
    // saxes says "1:49: unexpected close tag."; the report says where in words, and ends the sentence itself.
    const detail = (error as Error).message.replace(/^(\d+):(\d+): /, 'line $1, column $2: ').replace(/\.$/, '');
    return { malformed: oneLine(detail) };
  }
  return undefined;
}
