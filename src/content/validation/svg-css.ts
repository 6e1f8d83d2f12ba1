/**
 * The CSS an SVG holds (its <style> elements, style attributes and presentation attributes such as fill) judged
 * as a browser reads it: escapes decoded first, so "@\69mport" is @import and "u\72l(" is url(.
 */

/** CSS text with its escapes decoded as the CSS tokenizer decodes them (CSS Syntax 3, "consume an escaped code point"). */
export function decodeCssEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S])|$)/gi,
    (_, hex: string | undefined, newline: string | undefined, char: string | undefined) => {
      if (hex) {
        const code = parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      // Inside a string an escaped line break joins the lines; outside one it is no escape at all. Dropping it
      // can only join more text into a word the check then judges, so it is the cautious reading of both.
      if (newline) return '';
      return char ?? '\ufffd';
    },
  );
}

/** At-rules that only group rules; @import, @namespace and any other are refused. */
const AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'font-face']);

/** CSS functions that compute a colour, length, shape, transform or selector; none of them names a file. url() is judged apart. */
const FUNCTIONS = new Set([
  ...['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark'],
  ...['calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'sin', 'cos', 'tan', 'var'],
  ...['translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex', 'rotatey', 'rotatez'],
  ...['rotate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew', 'skewx', 'skewy', 'matrix', 'matrix3d'],
  ...['perspective', 'cubic-bezier', 'steps', 'linear', 'linear-gradient', 'radial-gradient', 'conic-gradient'],
  ...['repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient'],
  ...['blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate'],
  ...['sepia', 'local', 'format', 'path', 'circle', 'ellipse', 'inset', 'polygon', 'rect', 'xywh'],
  ...['not', 'is', 'where', 'has', 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'lang', 'dir'],
  // SMIL timing in animation attributes, read by the same check.
  ...['accesskey', 'wallclock'],
]);

/** url(#id), url("#id"), url('#id'): a paint server, clip path, mask, filter or marker of the same file. */
const FRAGMENT_URL = /url\(\s*(?:#[^\s'"()]*|"#[^"\n]*"|'#[^'\n]*')\s*\)/iy;

/** Read at `index` without copying the rest of the text (a drawing may hold thousands of url(#id)). */
const isFragmentUrl = (text: string, index: number) => {
  FRAGMENT_URL.lastIndex = index;
  return FRAGMENT_URL.test(text);
};

/** The first text found at `at`, cut to a message's length. */
const snippet = (text: string, at: number, end?: number) => {
  const close = end ?? text.indexOf(')', at);
  const whole = text.slice(at, close < 0 ? text.length : close + 1);
  return whole.length > 60 ? `${whole.slice(0, 57)}...` : whole;
};

/**
 * What in this CSS could load from another address or run code, described as found ("@import",
 * "url(https://…)", "image-set("), or undefined. The text is judged with its comments and with them removed,
 * so that no reading of where a comment starts (in a string or out of one) hides anything.
 */
export function cssProblem(css: string): string | undefined {
  // Nothing refused can be written without one of these (an escape included): most attribute values stop here.
  if (!/[@(:\\]/.test(css)) return undefined;
  const decoded = decodeCssEscapes(css);
  for (const text of [decoded, decoded.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')]) {
    for (const match of text.matchAll(/@(-?[a-z_][\w-]*)/gi))
      if (!AT_RULES.has(match[1].toLowerCase())) return snippet(text, match.index, match.index + match[0].length - 1);
    // Every run of name characters, whole (so that a long one costs one pass): those followed by "(" are functions,
    // and a run that is no plain name ("5url(", "--x(") is refused like any unknown function.
    for (const match of text.matchAll(/[\w-]+(\()?/g)) {
      if (!match[1]) continue;
      const name = match[0].slice(0, -1);
      if (name.toLowerCase() === 'url' && isFragmentUrl(text, match.index)) continue;
      if (name.toLowerCase() === 'url') return snippet(text, match.index);
      if (!FUNCTIONS.has(name.toLowerCase())) return snippet(text, match.index, match.index + match[0].length - 1);
    }
    // Such an address does nothing outside url(), which only takes "#id"; refused all the same, as it means harm.
    const script = /(?:java|vb)script:/i.exec(text);
    if (script) return snippet(text, script.index, script.index + script[0].length + 20);
  }
  return undefined;
}
