import { describe, expect, it } from 'vitest';
import { dropUnusedCustomProperties } from './critical-css';

const page = (inline: string, body = '') => `<html><head><style>${inline}</style></head><body>${body}</body></html>`;
const inlineOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('dropUnusedCustomProperties', () => {
  it('keeps the properties the page reads, from a rule, a style attribute or a Mantine block, and drops the rest', () => {
    const html = page(
      ':root{--rule:1px;--attr:red;--block:blue;--unread:green}.a{border-width:var(--rule)}',
      '<style data-mantine-styles="true">.b{color:var( --block )}</style><p style="color:var(--attr)">x</p>',
    );
    expect(inlineOf(dropUnusedCustomProperties(html))).toBe(':root{--rule:1px;--attr:red;--block:blue}.a{border-width:var(--rule)}');
  });

  it('follows properties through each other, and drops a chain nothing reads', () => {
    const html = page(':root{--a:var(--b);--b:var(--c);--c:4px;--x:var(--y);--y:var(--z);--z:1}.p{margin:var(--a)}');
    expect(inlineOf(dropUnusedCustomProperties(html))).toBe(':root{--a:var(--b);--b:var(--c);--c:4px}.p{margin:var(--a)}');
  });

  it('removes rules and at-rules left empty, and leaves other declarations alone', () => {
    const html = page('[data-scheme=dark]{--only:1}@media print{:root{--gone:2}}.q{color:red}');
    expect(inlineOf(dropUnusedCustomProperties(html))).toBe('.q{color:red}');
  });

  it('leaves Mantine’s own blocks as React drew them: their hashes are in the policy', () => {
    const block = '<style data-mantine-styles="true">:root{--unread-here:1}</style>';
    expect(dropUnusedCustomProperties(page('.a{}', block))).toContain(block);
  });
});
