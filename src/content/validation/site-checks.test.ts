import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source';
import { collectAnchors } from './site-checks';

const anchorsOf = (page: object) => {
  const { source } = parseJsonSource('pages/notes.json', JSON.stringify(page));
  return collectAnchors([source!]).get('/notes');
};

describe('collectAnchors', () => {
  it('finds the ids of sections in a layout block’s columns, which the layout names itself', () => {
    const anchors = anchorsOf({
      route: '/notes',
      sections: [
        { type: 'prose', id: 'intro', body: ['Top.'] },
        {
          type: 'two-column',
          main: [{ type: 'prose', id: 'main-part', body: ['Main.'] }],
          side: [{ type: 'prose', id: 'aside', body: ['Side.'] }],
        },
      ],
    });
    expect([...anchors!].sort()).toEqual(['aside', 'intro', 'main-part']);
  });

  it('does not take a content block’s own field of the same name for a column', () => {
    const anchors = anchorsOf({ route: '/notes', sections: [{ type: 'prose', main: [{ type: 'prose', id: 'not-a-section' }] }] });
    expect([...anchors!]).toEqual([]);
  });
});
