import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'breadcrumbs'> = async (where, s) =>
  expect(where.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    ...s.trail.map((crumb) => crumb.label),
    s.current,
  ]);

export default shown;
