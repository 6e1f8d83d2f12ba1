import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL, filterItems, isFiltering, matchesQuery } from './search';

const tools = [
  { name: 'Runway', description: 'Video generation and editing', category: ['Video', 'Design'] },
  { name: 'Cursor', description: 'AI-first code editor', category: ['Coding'] },
  { name: 'Otter.ai', description: 'Meeting notes (with summaries)', category: ['Productivity', 'Audio'] },
];
const startups = [
  { name: 'Harvey', description: 'Assistant for law firms', industry: 'Legal' },
  { name: 'Figure AI', description: 'General-purpose humanoid robots', industry: 'Robotics' },
];

describe('search', () => {
  it('matches any of the declared fields, ignoring case, including any entry of a list field', () => {
    const fields = ['name', 'description', 'category'];
    expect(filterItems(tools, { fields, query: 'VIDEO' }).map((t) => t.name)).toEqual(['Runway']);
    expect(filterItems(tools, { fields, query: 'audio' }).map((t) => t.name)).toEqual(['Otter.ai']);
    expect(filterItems(tools, { fields, query: 'code' }).map((t) => t.name)).toEqual(['Cursor']);
  });

  it('looks only in the declared fields', () => {
    expect(filterItems(startups, { fields: ['name', 'description'], query: 'legal' })).toEqual([]);
    expect(filterItems(startups, { fields: ['name', 'description', 'industry'], query: 'legal' }).map((s) => s.name)).toEqual(['Harvey']);
  });

  it('takes the text literally: brackets, stars and backslashes are characters', () => {
    const fields = ['description'];
    expect(filterItems(tools, { fields, query: '(with' }).map((t) => t.name)).toEqual(['Otter.ai']);
    expect(filterItems(tools, { fields, query: '(' }).map((t) => t.name)).toEqual(['Otter.ai']);
    for (const query of ['[', '*', '\\', '.*', '$^', '[a-z]+', '?']) expect(filterItems(tools, { fields, query })).toEqual([]);
    expect(filterItems(tools, { fields: ['name'], query: '.' }).map((t) => t.name)).toEqual(['Otter.ai']);
  });

  it('treats an empty or blank query as no filter, and trims surrounding spaces', () => {
    expect(filterItems(tools, { fields: ['name'], query: '' })).toHaveLength(3);
    expect(filterItems(tools, { fields: ['name'], query: '   ' })).toHaveLength(3);
    expect(filterItems(tools, { fields: ['name'], query: '  cursor ' }).map((t) => t.name)).toEqual(['Cursor']);
  });

  it('copes with emoji and a 10,000-character query', () => {
    const items = [{ title: 'Rocket 🚀 launch' }];
    expect(filterItems(items, { fields: ['title'], query: '🚀' })).toHaveLength(1);
    expect(filterItems(items, { fields: ['title'], query: 'x'.repeat(10_000) })).toHaveLength(0);
  });

  it('finds any substring of any field, whatever characters it holds (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), (before, middle, after) => {
        const record = { text: before + middle + after };
        return middle.trim() === '' || matchesQuery(record, ['text'], middle);
      }),
    );
  });
});

describe('chips', () => {
  it('filter on the declared field and combine with the search', () => {
    const base = { fields: ['name', 'description', 'category'], chipField: 'category' };
    expect(filterItems(tools, { ...base, query: '', chip: 'Design' }).map((t) => t.name)).toEqual(['Runway']);
    expect(filterItems(tools, { ...base, query: '', chip: ALL })).toHaveLength(3);
    expect(filterItems(tools, { ...base, query: 'notes', chip: 'Audio' }).map((t) => t.name)).toEqual(['Otter.ai']);
    expect(filterItems(tools, { ...base, query: 'notes', chip: 'Video' })).toEqual([]);
  });

  it('can filter on a derived field', () => {
    const news = [{ tags: ['Policy', 'EU'] }, { tags: [] as string[] }];
    const shown = filterItems(news, { fields: [], query: '', chipField: 'category', chip: 'General' }, (n) => ({
      category: n.tags[0] ?? 'General',
    }));
    expect(shown).toEqual([{ tags: [] }]);
  });

  it('count as filtering only when they narrow something', () => {
    expect(isFiltering({ query: '', chip: ALL })).toBe(false);
    expect(isFiltering({ query: ' ', chip: undefined })).toBe(false);
    expect(isFiltering({ query: 'a', chip: ALL })).toBe(true);
    expect(isFiltering({ query: '', chip: 'Research' })).toBe(true);
  });
});
