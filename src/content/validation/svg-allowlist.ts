/**
 * What an SVG on the site may hold: drawing, text, paint servers, filters and animation of drawing attributes.
 * An allowlist, not a blocklist: whatever a browser could do with something not named here, the check never has
 * to know. docs/owner/pictures.md ("What an SVG may hold") says the same in words; change both together.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * The metadata drawing programs write (Inkscape's and Sodipodi's editor state, RDF licence and author records):
 * a browser draws nothing of an element of another namespace and runs none of its attributes.
 */
export const METADATA_NS = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
]);

/** SVG elements by local name, as SVG spells them (XML names are case-sensitive: <Script> is no script). */
export const SVG_ELEMENTS = new Set([
  ...['svg', 'g', 'defs', 'desc', 'title', 'metadata', 'symbol', 'use', 'switch', 'view', 'a', 'image', 'style'],
  ...['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath'],
  ...['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter'],
  ...['feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting'],
  ...['feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR'],
  ...['feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight'],
  ...['feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence'],
  // Animation changes only what attributeName names, and that is checked (never an address, handler or style).
  ...['animate', 'animateMotion', 'animateTransform', 'mpath', 'set'],
]);

/** Elements whose address may also be an embedded raster picture (data:image/png;base64,…). */
export const PICTURE_ELEMENTS = new Set(['image', 'feImage']);

/** Attributes of no namespace, lower-cased: an attribute in another case is either one of these or one a browser ignores. */
export const SVG_ATTRIBUTES = new Set([
  // Identity, accessibility, conditions.
  ...['id', 'class', 'style', 'lang', 'tabindex', 'role', 'focusable', 'version', 'baseprofile', 'systemlanguage'],
  ...['type', 'media', 'title', 'href'],
  // Geometry and text layout.
  ...['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points'],
  ...['pathlength', 'viewbox', 'preserveaspectratio', 'transform', 'transform-origin', 'dx', 'dy', 'rotate'],
  ...['textlength', 'lengthadjust', 'startoffset', 'method', 'spacing', 'side', 'path'],
  // Paint servers, clipping, masking, markers.
  ...['offset', 'gradientunits', 'gradienttransform', 'spreadmethod', 'patternunits', 'patterncontentunits'],
  ...['patterntransform', 'clippathunits', 'maskunits', 'maskcontentunits', 'markerwidth', 'markerheight'],
  ...['markerunits', 'refx', 'refy', 'orient'],
  // Filters.
  ...['filterunits', 'primitiveunits', 'in', 'in2', 'result', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values'],
  ...['tablevalues', 'slope', 'intercept', 'amplitude', 'exponent', 'stddeviation', 'edgemode', 'order'],
  ...['kernelmatrix', 'divisor', 'bias', 'targetx', 'targety', 'kernelunitlength', 'preservealpha', 'surfacescale'],
  ...['diffuseconstant', 'specularconstant', 'specularexponent', 'scale', 'xchannelselector', 'ychannelselector'],
  ...['azimuth', 'elevation', 'pointsatx', 'pointsaty', 'pointsatz', 'z', 'limitingconeangle', 'radius'],
  ...['basefrequency', 'numoctaves', 'seed', 'stitchtiles'],
  // Presentation attributes (their values are CSS and checked as CSS).
  ...['alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation'],
  ...['color-interpolation-filters', 'color-rendering', 'cursor', 'direction', 'display', 'dominant-baseline'],
  ...['enable-background', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color', 'flood-opacity', 'font'],
  ...['font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight'],
  ...['image-rendering', 'isolation', 'kerning', 'letter-spacing', 'lighting-color', 'marker', 'marker-start'],
  ...['marker-mid', 'marker-end', 'mask', 'mask-type', 'mix-blend-mode', 'opacity', 'overflow', 'paint-order'],
  ...['pointer-events', 'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray'],
  ...['stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity'],
  ...['stroke-width', 'text-anchor', 'text-decoration', 'text-rendering', 'unicode-bidi', 'vector-effect'],
  ...['visibility', 'word-spacing', 'writing-mode'],
  // Animation timing and values.
  ...['attributename', 'attributetype', 'begin', 'dur', 'end', 'min', 'max', 'restart', 'repeatcount', 'repeatdur'],
  ...['calcmode', 'keytimes', 'keysplines', 'keypoints', 'from', 'to', 'by', 'additive', 'accumulate'],
]);

/** Attributes that hold names or words, never CSS or an address: their values are not read as CSS. */
export const PLAIN_ATTRIBUTES = new Set([
  ...['id', 'class', 'lang', 'tabindex', 'role', 'focusable', 'version', 'baseprofile', 'systemlanguage', 'title'],
  ...['type', 'media'],
]);

/** Accessibility attributes are names and words, and a browser acts on none of them. */
export const isAriaAttribute = (name: string) => /^aria-[a-z]+$/.test(name);

/** XLink and xml: attributes (xml:base is left out: it would turn a "#id" into another file's address). */
export const XLINK_ATTRIBUTES = new Set(['href', 'title', 'type', 'show', 'actuate', 'role', 'arcrole']);
export const XML_ATTRIBUTES = new Set(['space', 'lang']);

/** An address that stays in the file: a fragment, "#id". */
export const isFragment = (address: string) => /^#\S*$/.test(address);
/** An embedded raster picture; an embedded SVG or HTML is refused, as its own rules would not be checked. */
export const isEmbeddedPicture = (address: string) => /^data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i.test(address);
