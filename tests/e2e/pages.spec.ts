import { expect, test, type Page } from '@playwright/test';
import { site, waitForHydration } from './support';

const settings = site.site!;
const localPdf = `/assets/resume/${settings.resume.fileName}`;

async function tops(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
}

test.describe('About', () => {
  test('introduces the owner, links past employers and both resume buttons', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, I'm ${settings.name}`);
    const intro = page.locator('[data-block="page-header"]');
    expect(await intro.locator('a[href^="https://"]').count()).toBeGreaterThanOrEqual(3);
    await expect(intro.getByRole('img')).toHaveAttribute('alt', /.+/);
    const download = page.getByRole('link', { name: 'Download My Resume' }).first();
    await expect(download).toHaveAttribute('href', localPdf);
    await expect(download).toHaveAttribute('download', settings.resume.downloadName);
    await expect(page.getByRole('link', { name: 'View My Resume' }).first()).toHaveAttribute('href', '/resume');
    const pdf = await page.request.get(localPdf);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('has four values, five journey stages and three personal projects', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('[data-block="card-grid"]').first().locator('li h3')).toHaveCount(4);
    await expect(page.locator('[data-block="timeline"] ol > li')).toHaveCount(5);
    const projects = page.locator('[data-block="card-grid"]').nth(1).locator('a[target="_blank"]');
    await expect(projects).toHaveCount(3);
  });

  for (const [width, expected] of [
    [1440, 'one row'],
    [900, 'three then two'],
    [390, 'one column'],
  ] as const) {
    test(`lays the journey out as ${expected} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const t = await tops(page, '[data-block="timeline"] ol > li');
      if (expected === 'one row') expect(new Set(t).size).toBe(1);
      if (expected === 'three then two') {
        expect(t[0]).toBe(t[1]);
        expect(t[1]).toBe(t[2]);
        expect(t[3]).toBe(t[4]);
        expect(t[3]).toBeGreaterThan(t[0]);
      }
      if (expected === 'one column') expect(t).toEqual([...t].sort((a, b) => a - b).filter((v, i, all) => all.indexOf(v) === i));
    });
  }

  test('fades sections in as they scroll into view (10% visible)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    const journey = page.locator('[data-block="timeline"]');
    await expect(journey).toHaveAttribute('data-reveal', 'hidden');
    await expect(page.locator('[data-block="page-header"]')).not.toHaveAttribute('data-reveal', /.*/);
    await page.mouse.wheel(0, 900);
    await expect(journey).toHaveAttribute('data-reveal', 'shown');
    await expect(journey).toHaveAttribute('data-in-view', 'true');
    await expect(journey).toHaveCSS('opacity', '1');
  });

  test('does not animate when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await context.close();
  });
});

test.describe('Resume', () => {
  test('has every section with its counts', async ({ page }) => {
    await page.goto('/resume');
    await expect(page).toHaveTitle(`${settings.name} Resume`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.name);
    const header = page.locator('[data-block="page-header"]');
    await expect(header).toContainText(settings.location);
    expect(await header.locator('li').count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('[data-block="stat-grid"] li')).toHaveCount(6);
    await expect(page.locator('[data-block="experience"] ol > li')).toHaveCount(5);
    const grid = (heading: string) =>
      page.locator('[data-block="card-grid"]', { has: page.getByRole('heading', { name: heading, level: 2 }) });
    await expect(grid('Certifications').locator('h3')).toHaveText([
      /PMP/,
      /Certified Product Manager/,
      /SAFe 6\.0.*POPM/,
      /AWS Solutions Architect/,
    ]);
    await expect(grid('Education').locator('li h3')).toHaveCount(2);
    await expect(grid('Projects').locator('li h3')).toHaveCount(6);
    await expect(page.locator('[data-block="chip-list"] li')).toHaveCount(12);
  });

  test('keeps an action bar at the bottom with a PDF download of a fixed name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resume');
    const bar = page.getByRole('navigation', { name: 'Resume actions' });
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar.getByRole('link')).toHaveText(['Email', 'LinkedIn', 'YouTube', 'Blog', 'Download PDF']);
    await expect(bar.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${settings.email}`);
    await expect(bar.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', settings.resume.downloadName);
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport();
  });

  test('reveals sections that arrive together 80 ms apart (40% visible)', async ({ page }) => {
    // A tall window, jumped to the end: the last few sections enter the view at once.
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.goto('/resume');
    await expect(page.locator('[data-block="chip-list"]')).toHaveAttribute('data-reveal', 'hidden');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-block="chip-list"]')).toHaveAttribute('data-reveal', 'shown');
    const delays = await page
      .locator('[data-reveal="shown"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay));
    expect(delays).toContain('0ms');
    expect(delays).toContain('80ms');
  });
});

test.describe('Skills', () => {
  test('shows the five groups with their skill counts', async ({ page }) => {
    await page.goto('/skills');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Superpowers');
    const groups = page.locator('[data-block="card-grid"] > ul > li');
    await expect(groups.locator('h3')).toHaveText(['Core PM Skills', 'Tech & Data', 'Design & UX', 'Specialties', 'Creative Superpowers']);
    const counts = await groups.evaluateAll((items) => items.map((item) => item.querySelectorAll('ul li').length));
    expect(counts).toEqual([12, 13, 10, 11, 8]);
  });
});

test.describe('Contact', () => {
  test('invites contact and lists the ways to reach and follow', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for scrolling this far :)');
    await expect(page.locator('[data-block="page-header"]')).toContainText(/movies/i);
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.locator(`a[href="mailto:${settings.email}"]`)).toHaveCount(1);
    await expect(page.locator(`a[href="${settings.profiles.linkedin}"]`)).toHaveAttribute('target', '_blank');
    const projects = page.locator('[data-block="card-grid"]', { has: page.getByRole('heading', { name: 'Explore my Personal Projects' }) });
    await expect(projects.locator('a[target="_blank"]')).toHaveCount(4);
    await expect(projects).toContainText('360° AI Podcast');
    await expect(projects).toContainText('Weekly AI insights');
    const picture = page.locator('[data-block="illustration"] img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('alt', /.+/);
  });
});
