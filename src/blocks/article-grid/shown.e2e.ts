import { expect } from '@playwright/test';
import { itemHeading, type Shown } from '../../../tests/e2e/shown';
import { authoredSection } from '../../../tests/e2e/support';
import { deriveLabel } from '../../content/derivation/labels';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'article-grid'> = async (where, s) => {
  const cards = where.locator('ul > li');
  await expect(cards.locator(itemHeading(s))).toHaveText(s.items.map((item) => item.title));
  const written = authoredSection(s);
  for (const [i, item] of written.items.entries()) {
    const card = cards.nth(i);
    // The label is computed here from the title and the rules as written, never read back from the validated document.
    const label = item.label ?? (written.labels ? deriveLabel(s.items[i].title, written.labels) : undefined);
    if (label) await expect(card.locator('[data-label]')).toHaveText(label);
    else await expect(card.locator('[data-label]')).toHaveCount(0);
    await expect(card.locator('[data-icon]')).toHaveCount(item.icon || written.iconPool ? 1 : 0);
    if (item.icon) await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', item.icon);
    await expect(card.getByRole('link')).toHaveCount(item.href ? 1 : 0);
    if (s.items[i].href) await expect(card.getByRole('link')).toHaveAttribute('href', s.items[i].href!);
  }
};

export default shown;
