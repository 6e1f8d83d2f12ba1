import { describe, expect, it } from 'vitest';
import { sectionSchema } from '../../blocks/page';
import { PAGE_TEMPLATES, templateSections } from './page-templates';

const listing = { route: '/work', title: 'Work · {name}' };
type Section = { type: string; heading?: string; back?: unknown; listing?: string };

describe('templateSections', () => {
  it.each(PAGE_TEMPLATES)('%s: every section is one the site draws, headed by the new page’s name', (template) => {
    const sections = templateSections(template, 'Payments retry', listing, true) as Section[];
    for (const section of sections) expect(sectionSchema.safeParse(section).error).toBeUndefined();
    expect(sections[0]).toMatchObject({ type: 'page-header', heading: 'Payments retry', back: { label: 'Back to Work', href: '/work' } });
  });

  it('links a case to its neighbours only when its listing has a card for it', () => {
    const links = (listed: boolean) => (templateSections('case-study', 'X', listing, listed) as Section[]).filter((s) => s.listing);
    expect(links(true)).toEqual([{ type: 'case-nav', listing: '/work' }]);
    expect(links(false)).toEqual([]);
    expect((templateSections('case-study', 'X') as Section[])[0].back).toBeUndefined();
  });
});
