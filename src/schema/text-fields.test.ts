import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOT_TEXT, WORDS, wordsOf } from './text-fields';

const block = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('note'),
    align: z.enum(['left', 'right']).optional(),
    category: z.enum(['Work', 'Study']).meta(WORDS).optional(),
    title: z.string(),
    date: z.iso.date().optional(),
    anchor: z.string().meta(NOT_TEXT).optional(),
    empty: z.strictObject({ title: z.string() }).describe('Empty state').meta(NOT_TEXT).optional(),
    items: z.array(z.union([z.string(), z.strictObject({ label: z.string(), href: z.string().meta(NOT_TEXT) })])).optional(),
  }),
  z.strictObject({ type: z.literal('quote'), quote: z.string(), by: z.string().transform((by) => `— ${by}`) }),
]);
const sections = z.array(block);

describe('wordsOf', () => {
  it('takes free strings and leaves out settings, fixed values, dates and fields marked as not text', () => {
    const page = [
      {
        type: 'note',
        align: 'left',
        category: 'Study',
        title: 'Hello',
        date: '2025-01-02',
        anchor: 'hello',
        empty: { title: 'Nothing here' },
        items: ['one', { label: 'two', href: '/two' }],
      },
    ];
    expect(wordsOf(sections, page)).toEqual(['Study', 'Hello', 'one', 'two']);
  });

  it('follows the union member the value belongs to, past transforms, and skips keys the schema does not know', () => {
    expect(wordsOf(sections, [{ type: 'quote', quote: 'Ship it', by: 'Ada', derived: 'not in the schema' }])).toEqual(['Ship it', 'Ada']);
  });
});
