import { describe, expect, it } from 'vitest';
import { sectionSchema } from './page';
import { everySection } from './sections';
import columns from './two-column/fixtures/case-study.json';

const headings = (lead: boolean) =>
  everySection([sectionSchema.parse({ ...columns, lead })]).map((section) => ('heading' in section ? section.heading : section.type));

describe('every section of a page, in the order of the HTML', () => {
  it("puts a layout before what it holds, the main column's sections before the side's", () => {
    expect(headings(false)).toEqual(['two-column', ...columns.main.map((s) => s.heading), ...columns.side.map((s) => s.heading)]);
  });

  it("puts a leading side column's sections first, as the layout draws them", () => {
    expect(headings(true)).toEqual(['two-column', ...columns.side.map((s) => s.heading), ...columns.main.map((s) => s.heading)]);
  });
});
