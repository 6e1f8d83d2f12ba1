import { describe, expect, it } from 'vitest';
import { keepUnchanged, patchDrawn, tokenFiller } from './quick-preview';

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

  it('draws words typed beside a token when filling the token in gives what the server drew', () => {
    const expand = (text: string) => text.replaceAll('{name}', 'Ada');
    expect(patchDrawn(from, drawn, { ...from, title: 'Notes by · {name}' }, expand)).toMatchObject({ title: 'Notes by · Ada' });
    // The server drew it otherwise (a token it knows differently): its answer is awaited.
    expect(patchDrawn(from, drawn, { ...from, title: 'Notes by · {name}' }, (text) => text.replaceAll('{name}', 'Bo'))).toBeUndefined();
    // A token the editor cannot fill in.
    const fill = tokenFiller({ name: 'Ada' });
    expect(patchDrawn(from, drawn, { ...from, title: 'Notes by · {name}' }, fill)).toMatchObject({ title: 'Notes by · Ada' });
    expect(patchDrawn(from, drawn, { ...from, title: 'Notes · {name} {email}' }, fill)).toBeUndefined();
  });
});

describe('keepUnchanged', () => {
  it('keeps the sections a change left alone, as the objects drawn before, and takes the changed ones', () => {
    const previous = {
      title: 'Notes',
      sections: [
        { type: 'page-header', heading: 'Old' },
        { type: 'prose', body: ['One'] },
      ],
    };
    // As the preview receives it: a copy, every object new.
    const next = structuredClone({ ...previous, sections: [{ type: 'page-header', heading: 'New' }, previous.sections[1]] });
    const kept = keepUnchanged(previous, next);
    expect(kept.sections[0]).toBe(next.sections[0]);
    expect(kept.sections[1]).toBe(previous.sections[1]);
    expect(kept).toEqual(next);
    expect(keepUnchanged(undefined, next)).toBe(next);
  });
});
