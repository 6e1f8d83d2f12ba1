import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicAssetReader, publicFiles } from './load';
import { checkPicture } from './pictures';

const root = join(import.meta.dirname, '../../..');
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** What the validator and the editor's upload say of this text saved as /assets/x.svg: the problem, or undefined. */
const problemOf = (text: string) => {
  const check = checkPicture('/assets/x.svg', Buffer.from(text));
  return 'problem' in check ? check.problem.text : undefined;
};

describe('an SVG that slipped past the old pattern list', () => {
  it.each([
    [
      'a script element behind a namespace prefix',
      `<svg ${SVG} viewBox="0 0 10 10"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(document.domain)</s:script></svg>`,
      ['a <script> element (written <s:script>) at line 1'],
    ],
    [
      'a script written as entities in an iframe srcdoc inside a foreignObject',
      `<svg ${SVG} viewBox="0 0 10 10">
  <foreignObject width="10" height="10">
    <iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(document.domain)&lt;/script&gt;"/>
  </foreignObject>
</svg>`,
      ['a <foreignObject> element at line 2'],
    ],
    [
      'a javascript: address written as character entities',
      `<svg ${SVG} viewBox="0 0 10 10"><a href="&#106;&#x61;vascript&#58;alert(document.domain)"><text y="8">Hi</text></a></svg>`,
      ['href="javascript:alert(document.domain)" on <a> at line 1'],
    ],
    [
      'an @import written with a CSS escape in a <style> element',
      `<svg ${SVG} viewBox="0 0 10 10">\n<style>@\\69mport "https://tracker.example/x.css"; rect { fill: red }</style>\n<rect width="10" height="10"/></svg>`,
      ['@import in a <style> element at line 2'],
    ],
    [
      'a url( written with a CSS escape in a <style> element',
      `<svg ${SVG} viewBox="0 0 10 10"><style>rect { fill: u\\72l(https://tracker.example/p.svg#a) }</style><rect width="10" height="10"/></svg>`,
      ['url(https://tracker.example/p.svg#a) in a <style> element'],
    ],
    [
      'a url( written with a CSS escape in a style attribute',
      `<svg ${SVG} viewBox="0 0 10 10"><rect width="10" height="10" style="background: u\\72 l( 'https://tracker.example/p.png' )"/></svg>`,
      ["url( 'https://tracker.example/p.png' ) in the style attribute of <rect>"],
    ],
    [
      'an @import written with a CSS escape in a style attribute',
      `<svg ${SVG} viewBox="0 0 10 10"><rect width="10" height="10" style="@\\69mport 'https://tracker.example/x.css'"/></svg>`,
      ['@import in the style attribute of <rect>'],
    ],
  ])('is refused: %s, with a message naming it', (_what, text, named) => {
    const problem = problemOf(text);
    expect(problem).toBeDefined();
    for (const part of named) expect(problem).toContain(part);
    expect(problem).toContain('"public/assets/x.svg"');
  });
});

describe('an SVG is refused, naming what it holds, when it has', () => {
  it.each([
    ['a script', `<svg ${SVG}><script>alert(1)</script></svg>`, 'a <script> element'],
    ['an event handler', `<svg ${SVG} onload="alert(1)"/>`, 'an event-handler attribute onload="alert(1)" on <svg>'],
    [
      'an HTML element',
      `<svg ${SVG}><h:p xmlns:h="http://www.w3.org/1999/xhtml">x</h:p></svg>`,
      'an element <h:p> of the namespace "http://www.w3.org/1999/xhtml"',
    ],
    ['an element of no namespace', `<svg ${SVG}><g xmlns=""><script/></g></svg>`, 'an element <g> of no namespace'],
    ['no SVG namespace at all', '<svg><rect width="1" height="1"/></svg>', 'an element <svg> of no namespace'],
    ['an element this site does not know', `<svg ${SVG}><handler/></svg>`, 'a <handler> element'],
    ['an attribute this site does not know', `<svg ${SVG}><rect formaction="x"/></svg>`, 'an attribute formaction="x" on <rect>'],
    [
      'a picture from another host',
      `<svg ${SVG}><image href="https://tracker.example/p.png"/></svg>`,
      'href="https://tracker.example/p.png" on <image>',
    ],
    [
      'a use of another file',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="sprites.svg#a"/></svg>`,
      'xlink:href="sprites.svg#a" on <use>',
    ],
    [
      'an SVG inside a data: address',
      `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      'href="data:image/svg+xml;base64,PHN2Zy8+" on <image>',
    ],
    [
      'a fill from another host',
      `<svg ${SVG}><rect fill="url(https://tracker.example/p.svg#g)"/></svg>`,
      'url(https://tracker.example/p.svg#g) in the fill attribute of <rect>',
    ],
    [
      'a CSS image-set',
      `<svg ${SVG}><style>svg { background: image-set("https://x.example/p.png" 1x) }</style></svg>`,
      'image-set( in a <style> element',
    ],
    [
      'an animation that writes an address',
      `<svg ${SVG}><a href="#a"><set attributeName="href" to="javascript:alert(1)"/></a></svg>`,
      'attributeName="href" on <set>',
    ],
    [
      'an animation of an event handler',
      `<svg ${SVG}><animate attributeName="onbegin" values="alert(1)"/></svg>`,
      'attributeName="onbegin" on <animate>',
    ],
    [
      'a style sheet to load',
      `<?xml-stylesheet href="https://x.example/s.css"?><svg ${SVG}/>`,
      'a processing instruction <?xml-stylesheet',
    ],
    ['entity declarations', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}><text>&x;</text></svg>`, 'a DOCTYPE with declarations'],
    ['an encoding other than UTF-8', `<?xml version="1.0" encoding="Shift_JIS"?><svg ${SVG}/>`, 'an encoding declaration "Shift_JIS"'],
    ['broken XML', `<svg ${SVG}><g></svg>`, 'is not well-formed XML'],
  ])('%s', (_what, text, named) => {
    expect(problemOf(text)).toContain(named);
  });
});

describe('an SVG is accepted', () => {
  /** Every SVG under public/ of the owner's site and of the fixture site, as [site, address, bytes]. */
  const shipped = [root, join(root, 'tests/fixtures/site')].flatMap((site) => {
    const read = publicAssetReader(site);
    return publicFiles(site)
      .filter((address) => address.endsWith('.svg'))
      .map((address) => [site, address, read(address)!] as const);
  });

  it('when it is one of the site’s own drawings, each of them', () => {
    expect(shipped.length).toBeGreaterThan(0);
    const problems = shipped.flatMap(([, address, bytes]) => {
      const check = checkPicture(address, bytes);
      return 'problem' in check ? [check.problem.text] : [];
    });
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'gradients, a clip path, use of an id and text',
      `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" role="img" aria-label="A card">
  <title>A card</title>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1" gradientTransform="rotate(10)">
      <stop offset="0" stop-color="#def"/><stop offset="1" stop-color="hsl(210 60% 80%)"/>
    </linearGradient>
    <radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fc0"/></radialGradient>
    <clipPath id="card"><rect width="120" height="80" rx="8"/></clipPath>
    <symbol id="star" viewBox="0 0 10 10"><polygon points="5,0 6,4 10,4 7,6 8,10 5,7 2,10 3,6 0,4 4,4"/></symbol>
    <filter id="soft"><feGaussianBlur stdDeviation="2" result="b"/><feOffset in="b" dx="1" dy="1"/></filter>
  </defs>
  <g clip-path="url(#card)" filter="url( '#soft' )">
    <rect width="120" height="80" fill="url(#sky)"/>
    <circle cx="90" cy="20" r="12" fill="url(#sun)"/>
    <use href="#star" x="10" y="10" width="10" height="10"/>
    <use xlink:href="#star" x="30" y="10" width="10" height="10" transform="translate(2 2) scale(1.1)"/>
    <text x="10" y="70" font-family="Inter, sans-serif" font-size="12" style="font-weight: 600; fill: var(--ink, #123)">Hello <tspan fill="#c00">there</tspan></text>
  </g>
  <a href="#star"><path d="M0 0h4v4z"/></a>
  <animateTransform attributeName="transform" type="rotate" from="0" to="360" dur="4s" repeatCount="indefinite"/>
</svg>`,
    ],
    [
      'an Inkscape drawing with its metadata',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg width="20mm" height="10mm" viewBox="0 0 20 10" version="1.1" id="svg1"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)" sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" bordercolor="#000000" inkscape:zoom="2" inkscape:document-units="mm"/>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
    <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <svg:path style="fill:#2e4a9c;stroke:none;stroke-width:0.26" d="M 0,0 H 20 V 10 Z" id="path1" sodipodi:nodetypes="cccc"/>
  </g>
</svg>`,
    ],
    [
      'an Illustrator export with its DOCTYPE and class styles',
      `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#FFFFFF;} /* white */
	@media (prefers-color-scheme: dark) { .st0 { fill: #000 } }
</style>
<circle class="st0" cx="50" cy="50" r="40"/>
</svg>`,
    ],
    [
      'a design-tool export with an embedded PNG',
      `<svg width="8" height="8" viewBox="0 0 8 8" fill="none" ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink">
<rect width="8" height="8" fill="url(#pattern0)"/>
<defs>
<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1"><use xlink:href="#image0" transform="scale(0.125)"/></pattern>
<mask id="m" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="8" height="8"><rect width="8" height="8" fill="#D9D9D9"/></mask>
<image id="image0" width="8" height="8" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="/>
</defs>
</svg>`,
    ],
  ])('when it is an ordinary drawing: %s', (_what, text) => {
    expect(problemOf(text)).toBeUndefined();
  });
});
