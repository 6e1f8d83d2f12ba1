import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';
import type { CaseLinks } from './schema';
import { caseNavWords } from './words';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'case-nav'> = async (where, s) => {
  const { previous, next } = s as typeof s & CaseLinks;
  const links = where.getByRole('navigation', { name: caseNavWords[s.kind].more }).getByRole('link');
  await expect(links.first()).toHaveAttribute('href', previous?.href ?? s.listing);
  await expect(links.last()).toHaveAttribute('href', next?.href ?? s.listing);
};

export default shown;
