import { describe, expect, it } from 'vitest';
import { sectionSchema } from './page';
import { everySection } from './sections';
import columns from './two-column/fixtures/case-study.json';

const facts = columns.side[0];
const results = { ...facts, heading: 'Results', items: [{ term: 'Check-in', value: '+31 %' }] };
const headings = (lead: boolean, side = columns.side) =>
  everySection([sectionSchema.parse({ ...columns, lead, side })]).map((section) => ('heading' in section ? section.heading : section.type));
const story = columns.main.map((s) => s.heading);

describe('every section of a page, in the order of the HTML', () => {
  it("puts a layout before what it holds, the main column's sections before the side's", () => {
    expect(headings(false, [results, facts])).toEqual(['two-column', ...story, 'Results', 'Quick Facts']);
  });

  it('puts a leading side column before the story, as the layout draws it', () => {
    expect(headings(true, [results, facts])).toEqual(['two-column', 'Results', 'Quick Facts', ...story]);
    expect(headings(true)).toEqual(['two-column', 'Quick Facts', ...story]);
  });
});
