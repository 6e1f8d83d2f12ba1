import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'video-gallery'> = async (where, s) => {
  await expect(where.getByRole('button', { name: `Play video: ${s.featured.title}` })).toBeVisible();
  await expect(where.locator('ul > li')).toHaveText(s.videos.map((video) => video.title));
};

export default shown;
