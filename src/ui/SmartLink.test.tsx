// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { SmartLink } from './SmartLink';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

it('under a base path, moves to a route in the app and leaves a file under /assets/ to the browser', () => {
  // As a build with BASE_PATH=/portfolio/ has it.
  vi.stubEnv('BASE_URL', '/portfolio/');
  render(
    <MemoryRouter basename="/portfolio/" initialEntries={['/portfolio/']}>
      <SmartLink href="/about">About</SmartLink>
      <SmartLink href="/assets/talks/slides.pdf">Slides</SmartLink>
    </MemoryRouter>,
  );
  const route = screen.getByRole('link', { name: 'About' });
  const file = screen.getByRole('link', { name: 'Slides' });
  expect(route.getAttribute('href')).toBe('/portfolio/about');
  expect(file.getAttribute('href')).toBe('/portfolio/assets/talks/slides.pdf');
  // fireEvent returns false when a handler prevented the default: the router took the click.
  expect(fireEvent.click(route)).toBe(false);
  expect(fireEvent.click(file)).toBe(true);
});
