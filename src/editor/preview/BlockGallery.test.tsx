// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { preloadBlocks } from '../../blocks/preload';
import { blockTypes } from '../../blocks/schemas';
import { BlockGallery, galleryEntries } from './BlockGallery';

afterEach(() => {
  cleanup();
  // The window is shared with the other component test files (vitest.config.ts): the clipboard given below goes.
  Reflect.deleteProperty(navigator, 'clipboard');
});

it('holds every fixture of every block', () => {
  expect(new Set(galleryEntries.map((e) => e.type))).toEqual(new Set(blockTypes));
  expect(galleryEntries.every((e) => JSON.parse(e.json))).toBe(true);
});

// Every fixture of every block, rendered at once: slow on a busy machine, so it gets more than the default 5 s.
it('draws each fixture beside its JSON, with a button that copies it', async () => {
  await preloadBlocks(blockTypes);
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <BlockGallery />
      </MemoryRouter>
    </MantineProvider>,
  );
  const entries = container.querySelectorAll('[data-gallery-entry]');
  expect(entries).toHaveLength(galleryEntries.length);
  expect(container.textContent).not.toContain('does not parse');
  expect(container.textContent).not.toContain('could not be shown');
  const first = galleryEntries[0];
  fireEvent.click(screen.getByRole('button', { name: `Copy the JSON of ${first.type} / ${first.name}` }));
  expect(writeText).toHaveBeenCalledWith(first.json);
}, 60_000);
