import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_INLINE_LIMIT, inlineIcon } from './inline-icon';

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#2e4a9c"/>
  <text x="8" y="40">R&amp;D 100%?</text>
</svg>
`;

/** A built folder holding this icon, and a template naming it under this base. */
function built(icon: string | undefined, base = '/') {
  const outDir = mkdtempSync(join(tmpdir(), 'inline-icon-'));
  mkdirSync(join(outDir, 'assets'));
  if (icon !== undefined) writeFileSync(join(outDir, 'assets', 'favicon.svg'), icon);
  const template = `<head><link rel="icon" type="image/svg+xml" href="${base}assets/favicon.svg" /><title>t</title></head>`;
  return { outDir, template };
}

const hrefOf = (html: string) => /<link rel="icon" type="image\/svg\+xml" href="([^"]*)"/.exec(html)![1];

describe('inlineIcon', () => {
  it('writes a small icon into the page as an address that decodes to the same drawing', () => {
    const { outDir, template } = built(ICON);
    const href = hrefOf(inlineIcon(template, outDir));
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // Nothing an attribute or an address cannot hold: no quote, space, angle bracket or bare ampersand.
    expect(href).not.toMatch(/["\s<>&#]/);
    const decoded = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    // Its attributes in single quotes: a double quote would be three bytes in the address.
    expect(decoded).toBe(ICON.trim().replace(/>\s+</g, '><').replace(/"/g, "'"));
  });

  it("keeps an icon's double quotes when a single quote is in it", () => {
    const icon = ICON.replace('R&amp;D', "R&amp;D's");
    const { outDir, template } = built(icon);
    const decoded = decodeURIComponent(hrefOf(inlineIcon(template, outDir)).slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(icon.trim().replace(/>\s+</g, '><'));
  });

  it('does so under a sub-path too', () => {
    const { outDir, template } = built(ICON, '/portfolio/');
    expect(hrefOf(inlineIcon(template, outDir))).toMatch(/^data:/);
  });

  it('leaves a larger icon a file, and a template without the file as it is', () => {
    const large = built(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(ICON_INLINE_LIMIT)}</desc></svg>`);
    expect(inlineIcon(large.template, large.outDir)).toBe(large.template);
    const missing = built(undefined);
    expect(inlineIcon(missing.template, missing.outDir)).toBe(missing.template);
  });
});
