import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { blockStylesheets, NOT_FOUND_SCREEN, takeManifest } from './block-stylesheets';

/** A manifest in the shape Vite writes it: entries keyed by source, shared chunks by "_name-hash.js". */
const manifest: Manifest = {
  'index.html': { file: 'build/index-1.js', src: 'index.html', isEntry: true, imports: ['_shared-1.js'], css: ['build/index-1.css'] },
  '_shared-1.js': { file: 'build/shared-1.js', imports: ['index.html'], css: ['build/shared-1.css'] },
  '_controls-1.js': { file: 'build/controls-1.js', imports: ['_shared-1.js', 'index.html'], css: ['build/controls-1.css'] },
  '_tree-1.js': { file: 'build/tree-1.js', imports: ['_controls-1.js', 'index.html'], css: ['build/tree-1.css'] },
  'src/blocks/news-archive/NewsArchive.tsx': {
    file: 'build/NewsArchive-1.js',
    src: 'src/blocks/news-archive/NewsArchive.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_controls-1.js', '_tree-1.js'],
    css: ['build/NewsArchive-1.css'],
  },
  'src/blocks/carousel/Carousel.tsx': {
    file: 'build/Carousel-1.js',
    src: 'src/blocks/carousel/Carousel.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  [NOT_FOUND_SCREEN]: {
    file: 'build/NotFoundScreen-1.js',
    src: NOT_FOUND_SCREEN,
    isDynamicEntry: true,
    imports: ['index.html', '_controls-1.js'],
    css: ['build/NotFoundScreen-1.css'],
  },
  'src/ui/toasts.ts': {
    file: 'build/toasts-1.js',
    src: 'src/ui/toasts.ts',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['build/toasts-1.css'],
  },
};

it('gives each on-demand block the sheets its code brings, imported chunks’ first, each once', () => {
  const sheets = blockStylesheets(manifest);
  expect(sheets.get('news-archive')).toEqual(['build/controls-1.css', 'build/tree-1.css', 'build/NewsArchive-1.css']);
  expect(sheets.get('carousel')).toEqual([]);
});

it('gives the 404 screen, whose code loads on demand too, the sheets its code brings', () => {
  expect(blockStylesheets(manifest).get(NOT_FOUND_SCREEN)).toEqual(['build/controls-1.css', 'build/NotFoundScreen-1.css']);
});

it('leaves out what the first load brings and what is not a block', () => {
  const every = [...blockStylesheets(manifest).values()].flat();
  expect(every).not.toContain('build/index-1.css');
  expect(every).not.toContain('build/shared-1.css');
  expect([...blockStylesheets(manifest).keys()].sort()).toEqual([NOT_FOUND_SCREEN, 'carousel', 'news-archive'].sort());
});

it('reads the manifest and takes it out of the site', () => {
  const out = mkdtempSync(join(tmpdir(), 'manifest-'));
  try {
    mkdirSync(join(out, '.vite'));
    writeFileSync(join(out, '.vite/manifest.json'), JSON.stringify(manifest));
    expect(takeManifest(out)).toEqual(manifest);
    expect(existsSync(join(out, '.vite'))).toBe(false);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
