// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadBlocks } from '../blocks/preload';
import { blockTypes } from '../blocks/schemas';
import { loadSite } from '../content/validation/load';
import { sectionSchema, type PageDocument } from '../blocks/page';
import { PageRenderer } from './PageRenderer';

afterEach(cleanup);

/** The page drawn as the site draws it, every block's code loaded. */
async function draw(document: PageDocument) {
  await preloadBlocks(blockTypes);
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <main>
          <PageRenderer document={document} />
        </main>
      </MemoryRouter>
    </MantineProvider>,
  );
  return container;
}

async function headingLevelsOf(document: PageDocument) {
  const container = await draw(document);
  expect(container.textContent).not.toContain('could not be shown');
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);
}

const page = (sections: unknown[]): PageDocument => ({
  $schema: '',
  route: '/headings',
  title: 'Headings',
  description: 'Headings',
  sections: sections.map((section) => sectionSchema.parse(section)),
});
const header = { type: 'page-header', heading: 'Page' };
const cards = (heading?: string) => ({ type: 'card-grid', heading, items: [{ title: 'Card' }] });

describe('heading levels come from where a section sits, not from the block', () => {
  it('puts items under the section heading, or in its place when the document gives none', async () => {
    expect(await headingLevelsOf(page([header, cards(), cards('Section')]))).toEqual(['h1 Page', 'h2 Card', 'h2 Section', 'h3 Card']);
  });

  it('gives a layout’s sections the level of the layout’s items', async () => {
    const layout = {
      type: 'two-column',
      main: [{ type: 'steps', heading: 'How', items: [{ title: 'Step' }] }],
      side: [{ type: 'fact-sheet', heading: 'Facts', items: [{ term: 'Role', value: 'Lead' }] }],
    };
    expect(await headingLevelsOf(page([header, layout]))).toEqual(['h1 Page', 'h2 How', 'h3 Step', 'h2 Facts']);
  });
});

// The fixture site's documents leave headings out here and there, as owners do: no page may skip a level.
const fixtureSite = loadSite(join(import.meta.dirname, '../../tests/fixtures/site'));
describe.each(fixtureSite.pages.map((p) => [p.document.route, p.document] as const))('fixture page %s', (_route, document) => {
  it('never skips a heading level', async () => {
    const levels = (await headingLevelsOf(document)).map((heading) => Number(heading[1]));
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} -> h${level}`] : []));
    expect(skips).toEqual([]);
  });
});

describe('the first screen’s picture', () => {
  const slide = (title: string) => ({
    title,
    subtitle: 'Sub',
    cta: 'Go',
    href: '/resume',
    tone: 'blue',
    image: { src: '/assets/a.svg', alt: '', width: 480, height: 320 },
  });
  const carousel = { type: 'carousel', label: 'Highlights', slides: [slide('One'), slide('Two')] };
  async function slideImages(document: PageDocument) {
    const container = await draw(document);
    return [
      ...container.querySelectorAll('[data-block="carousel"] img[data-artwork="light"], [data-block="carousel"] img:not([data-artwork])'),
    ].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
  }

  it('is fetched ahead of the rest when its block opens the page', async () => {
    expect(await slideImages(page([carousel]))).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('is fetched at once but not ahead of the page’s first screen when its block comes further down', async () => {
    // Said outright: a browser would raise it to high priority once it finds it in the window.
    expect(await slideImages(page([header, carousel]))).toEqual([
      ['eager', 'low'],
      ['lazy', null],
    ]);
  });
  const cardGrid = {
    type: 'card-grid',
    items: ['One', 'Two', 'Three'].map((title) => ({ title, image: { src: '/assets/a.png', alt: '', width: 480, height: 320 } })),
  };
  const cardImages = async (document: PageDocument) =>
    [...(await draw(document)).querySelectorAll('[data-block="card-grid"] img')].map((img) => img.getAttribute('loading'));

  it('of a card grid right under the page’s header is fetched with the page (a phone’s first screen reaches it)', async () => {
    expect(await cardImages(page([header, cardGrid]))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('of a card grid further down waits, as every other card does', async () => {
    const prose = { type: 'prose', body: ['Words first.'] };
    expect(await cardImages(page([header, prose, cardGrid]))).toEqual(['lazy', 'lazy', 'lazy']);
  });
});
