// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BlockBoundary } from './BlockBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('bad data');
}

it('contains a failing block and keeps its neighbours', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MantineProvider>
      <p>Before</p>
      <BlockBoundary type="card-grid">
        <Broken />
      </BlockBoundary>
      <BlockBoundary type="prose">
        <p>After</p>
      </BlockBoundary>
    </MantineProvider>,
  );
  expect(screen.getByText('Before')).toBeTruthy();
  expect(screen.getByText('After')).toBeTruthy();
  // The notice's code loads when first needed.
  expect((await screen.findByRole('status')).textContent).toContain('This section could not be shown');
  expect(error).toHaveBeenCalledWith('The "card-grid" section failed to render', expect.any(Error));
  error.mockRestore();
});
