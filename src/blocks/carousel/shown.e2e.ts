import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'carousel'> = async (where, s) => {
  // Slides out of view are inert, so they are found by their label rather than their role.
  const drawn = where.locator('[aria-label^="Slide "]');
  await expect(drawn).toHaveCount(s.slides.length);
  for (const [i, slide] of s.slides.entries()) await expect(drawn.nth(i)).toContainText(slide.title);
};

export default shown;
