import { describe, expect, it } from 'vitest';
import { patchDrawn } from './quick-preview';

const from = { title: 'Notes · {name}', sections: [{ type: 'prose', heading: 'Old', body: ['One', 'Two'] }] };
const drawn = { title: 'Notes · Ada', sections: [{ type: 'prose', heading: 'Old', body: ['One', 'Two'], derived: 'x' }] };

describe('patchDrawn', () => {
  it('puts new words into the server’s document, keeping what it derived and filled in', () => {
    const to = { ...from, sections: [{ ...from.sections[0], body: ['One', 'Two, longer'] }] };
    expect(patchDrawn(from, drawn, to)).toEqual({
      title: 'Notes · Ada',
      sections: [{ type: 'prose', heading: 'Old', body: ['One', 'Two, longer'], derived: 'x' }],
    });
  });

  it('gives back the same document when nothing changed', () => {
    expect(patchDrawn(from, drawn, from)).toBe(drawn);
    expect(patchDrawn(from, drawn, structuredClone(from))).toBe(drawn);
  });

  it('leaves to the server a token typed or edited, a section added or a list reordered, a number changed', () => {
    expect(patchDrawn(from, drawn, { ...from, title: 'Notes · {email}' })).toBeUndefined();
    expect(patchDrawn(from, drawn, { ...from, sections: [...from.sections, { type: 'prose', body: ['Three'] }] })).toBeUndefined();
    expect(patchDrawn(from, drawn, { ...from, sections: [{ ...from.sections[0], level: 3 }] })).toBeUndefined();
    expect(patchDrawn({ n: 1 }, { n: 1 }, { n: 2 })).toBeUndefined();
  });
});
