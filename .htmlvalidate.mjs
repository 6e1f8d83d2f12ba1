// How `npm test` checks every built page against the HTML standard (src/build/prerender/html-conformance.ts); also what
// `npx html-validate dist` uses. The rules that judge conformance stay on: content model and nesting, allowed
// and required attributes and their values, unique ids, ARIA validity. Rules of taste are off, each with its reason.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Mantine writes each component's CSS variables in a style attribute; inline style is valid HTML.
    'no-inline-style': 'off',
    // `<!doctype html>` in lower case is as valid as upper case.
    'doctype-style': 'off',
    // `<meta />` and `<meta>` are both valid; the share tags are written the first way.
    'void-style': 'off',
    // A title over 70 characters is cut short in search results: advice, and the owner's to take, not a defect.
    'long-title': 'off',
    // Non-breaking characters in a phone number are typography, not conformance.
    'tel-non-breaking': 'off',
    // ARIA lets an author name a list or a group with aria-label; the strict setting only advises against it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // HTML allows any id without spaces; React's generated ids start with "_".
    'valid-id': ['error', { relaxed: true }],
    // An attribute HTML does not give the element: a component's prop that leaked into the page (`radius`).
    'no-unknown-attributes': 'error',
  },
  elements: [
    'html5',
    {
      // Attributes the HTML standard gives these elements that html-validate's element list lacks, so that
      // no-unknown-attributes knows them. Add one here only when the standard has it on that element.
      details: { attributes: { name: {} } },
      img: { attributes: { alt: {}, sizes: {}, loading: {}, fetchpriority: {} } },
      input: { attributes: { name: {}, placeholder: {}, value: {} } },
      link: { attributes: { type: {}, fetchpriority: {} } },
      // Open Graph's `property` (RDFa, which HTML allows on <meta> for link previews).
      meta: { attributes: { property: {} } },
      script: { attributes: { type: {} } },
      time: { attributes: { datetime: {} } },
      // An inline icon's attributes, from SVG (focusable from SVG Tiny), which html-validate does not list (names in
      // lower case, as the rule compares them); it does not look inside <svg>.
      svg: {
        attributes: {
          xmlns: {},
          viewbox: {},
          width: {},
          height: {},
          fill: {},
          stroke: {},
          'stroke-width': {},
          'stroke-linecap': {},
          'stroke-linejoin': {},
          focusable: {},
        },
      },
    },
  ],
});
