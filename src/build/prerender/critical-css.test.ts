import { describe, expect, it } from 'vitest';
import { preloadFonts, trimInlineRules } from './critical-css';

const page = (inline: string, body = '') => `<html><head><style>${inline}</style></head><body>${body}</body></html>`;
const inlineOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('trimInlineRules', () => {
  it('keeps the properties the page reads, from a rule, a style attribute or a Mantine block, and drops the rest', () => {
    const html = page(
      ':root{--rule:1px;--attr:red;--block:blue;--unread:green}.a{border-width:var(--rule)}',
      '<style data-mantine-styles="true">.b{color:var( --block )}</style><p class="a" style="color:var(--attr)">x</p>',
    );
    expect(inlineOf(trimInlineRules(html))).toBe(':root{--rule:1px;--attr:red;--block:blue}.a{border-width:var(--rule)}');
  });

  it('follows properties through each other, and drops a chain nothing reads', () => {
    const html = page(':root{--a:var(--b);--b:var(--c);--c:4px;--x:var(--y);--y:var(--z);--z:1}.p{margin:var(--a)}', '<p class="p">x</p>');
    expect(inlineOf(trimInlineRules(html))).toBe(':root{--a:var(--b);--b:var(--c);--c:4px}.p{margin:var(--a)}');
  });

  it('removes rules and at-rules left empty, and leaves other declarations alone', () => {
    const html = page('[data-scheme=dark]{--only:1}@media (min-width:1px){:root{--gone:2}}.q{color:red}', '<p class="q">x</p>');
    expect(inlineOf(trimInlineRules(html))).toBe('.q{color:red}');
  });

  it('writes the elements’ scaled sizes as the sizes alone when the rules declare the scale 1, and leaves them when not', () => {
    const rules = (scale: string) => `:root{--mantine-scale:${scale};--gap:.75rem}.a{margin:var(--gap)}`;
    const body = '<p class="a" style="padding:var(--gap);--group-gap:calc(0.375rem * var(--mantine-scale))">x</p>';
    expect(trimInlineRules(page(rules('1'), body))).toContain('<p class="a" style="padding:var(--gap);--group-gap:0.375rem">');
    const other = trimInlineRules(page(rules('1.1'), body));
    expect(inlineOf(other)).toBe(rules('1.1'));
    expect(other).toContain(body);
  });

  it('drops print rules, and the properties only they read', () => {
    const html = page(
      ':root{--ink:#000}@media print{.a{color:var(--ink)}}@media screen and (min-width:1px){.a{color:red}}',
      '<p class="a">x</p>',
    );
    expect(inlineOf(trimInlineRules(html))).toBe('@media screen and (min-width:1px){.a{color:red}}');
  });

  it('drops selectors whose conditions nothing on the page meets, attribute states included', () => {
    const html = page(
      '.b:where([data-loading]){opacity:0}.b:where([data-variant=light]){color:red}.b:not([data-variant]){color:blue}.b:where([data-loading]),.b{margin:0}',
      '<button class="b" data-variant="light">x</button>',
    );
    expect(inlineOf(trimInlineRules(html))).toBe('.b:where([data-variant=light]){color:red}.b{margin:0}');
  });

  it('keeps what the HTML cannot answer: the colour scheme, pseudo-elements and unreadable selectors', () => {
    const rules = [
      ':where([data-mantine-color-scheme=dark]) .b{color:white}',
      '.b::before{content:""}',
      '.b:unknown-state{color:green}',
    ].join('');
    expect(inlineOf(trimInlineRules(page(rules, '<button class="b">x</button>')))).toBe(rules);
  });

  it('leaves out what only a visitor’s hover, press or focus shows, and what acts only then', () => {
    const rules = [
      '.b{color:red;transition:color .2s;cursor:pointer;user-select:none}',
      '@media (hover:hover){.b:hover{background:blue}}',
      '[data-mantine-color-scheme=light] .b:active{background:black}',
      '.b:focus-visible,.c{outline:2px solid}',
      '.b:not(:hover){opacity:1}',
      // Mantine's states name the element's own conditions in a :not(); the state itself is outside it.
      '@media (hover:hover){.b:hover:where(:not([data-loading],:disabled)){background:green}}',
      ':where([data-mantine-color-scheme=dark]) .b:where(:not([data-disabled])):active{background:white}',
    ].join('');
    expect(inlineOf(trimInlineRules(page(rules, '<button class="b">x</button><p class="c">y</p>')))).toBe(
      '.b{color:red}.c{outline:2px solid}.b:not(:hover){opacity:1}',
    );
  });

  it('keeps a state whose property a rule kept inline sets on the same element, which would win over it there', () => {
    const rules = '.row .b{color:red}.b:hover{color:blue}.b:focus{outline:0}.d:hover{color:green}';
    expect(inlineOf(trimInlineRules(page(rules, '<div class="row"><a class="b">x</a></div><a class="d">y</a>')))).toBe(
      '.row .b{color:red}.b:hover{color:blue}',
    );
  });

  it('leaves out a state whose property only rules of another weight set: order decides nothing between those', () => {
    const rules = [
      '.b{color:red}',
      '@media (hover:hover){:where([data-mantine-color-scheme=light]) .b:where(:not([data-disabled])):hover{color:blue}}',
      '.row .c{color:red}:is(#x,.c):hover{color:blue}',
      '.d:not(.e .f){color:red}.d:hover{color:blue}',
    ].join('');
    const body = '<div class="row"><a class="b">x</a><a class="c" id="x">y</a><a class="d">z</a></div>';
    // .row .c (0,2,0) is lighter than :is(#x,.c):hover (1,1,0); .d:not(.e .f) (0,3,0) outweighs .d:hover (0,2,0).
    expect(inlineOf(trimInlineRules(page(rules, body)))).toBe('.b{color:red}.row .c{color:red}.d:not(.e .f){color:red}');
  });

  it('leaves Mantine’s own blocks as React drew them: their hashes are in the policy', () => {
    const block = '<style data-mantine-styles="true">:root{--unread-here:1}</style>';
    expect(trimInlineRules(page('.a{}', block))).toContain(block);
  });
});

describe('preloadFonts', () => {
  const face = '@font-face{font-family:A;src:url(/build/a-1.woff2)format("woff2")}';
  it('preloads each font file the inline rules use, once, right after the policy slot', () => {
    const html = `<html><head><!--app-csp--><style>${face}${face}</style></head><body></body></html>`;
    expect(preloadFonts(html)).toBe(
      `<html><head><!--app-csp--><link rel="preload" href="/build/a-1.woff2" as="font" type="font/woff2" crossorigin><style>${face}${face}</style></head><body></body></html>`,
    );
  });

  it('leaves a page whose inline rules use no font as it is', () => {
    const html = page('.a{color:red}', '<p class="a">x</p>');
    expect(preloadFonts(html)).toBe(html);
  });
});
