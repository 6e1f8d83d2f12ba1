import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/**
 * What this block shows of its section in the browser, besides its heading: the sweep checks it on every page of
 * the owner's site (tests/e2e/document-shown.ts).
 */
const shown: Shown<'breadcrumbs'> = async (where, s) =>
  expect(where.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    ...s.trail.map((crumb) => crumb.label),
    s.current,
  ]);

export default shown;
