import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { PageDocument, Section } from '../../blocks/page';
import { MIN_VISIBLE_TEXT, outlineProblems, visibleTextLength } from './page-outline';

const sentence = 'A sentence long enough that the page has something to say to a visitor.';
const header: Section = { type: 'page-header', heading: 'Notes', body: [sentence] };
const prose: Section = { type: 'prose', body: [sentence] };
const bar: Section = { type: 'action-bar', label: 'Actions', items: [{ label: 'Email', href: 'mailto:a@b.example', icon: 'mail' }] };
const page = (...sections: Section[]) => ({ route: '/notes', title: 'Notes', description: 'Notes.', sections }) as PageDocument;

describe('outlineProblems', () => {
  it('accepts one page-header first, even after a fixed bar', () => {
    expect(outlineProblems(page(header, prose))).toEqual([]);
    expect(outlineProblems(page(bar, header))).toEqual([]);
  });

  it('asks for a page-header when there is none', () => {
    expect(outlineProblems(page(prose))).toEqual([{ path: ['sections'], message: messages.NoPageHeader() }]);
  });

  it('points at a page-header that is not first, and at every extra one', () => {
    expect(outlineProblems(page(prose, header, header))).toEqual([
      { path: ['sections', 1], message: messages.PageHeaderNotFirst() },
      { path: ['sections', 2], message: messages.SecondPageHeader() },
    ]);
  });

  it('asks for more text below the minimum, saying how much there is', () => {
    const short: Section = { type: 'page-header', heading: 'Soon' };
    expect(outlineProblems(page(short))).toEqual([{ path: ['sections'], message: messages.TooLittleText(4, MIN_VISIBLE_TEXT) }]);
  });
});

describe('visibleTextLength', () => {
  it('counts what a visitor reads: link labels, not addresses, ids, icons or pictures', () => {
    const cards: Section = {
      type: 'card-grid',
      id: 'intro',
      heading: 'Hi',
      columns: 2,
      items: [
        {
          title: 'Card',
          icon: 'mail',
          tone: 'blue',
          href: 'https://x.example',
          image: { src: '/assets/a.svg', alt: 'A long picture', width: 1, height: 1 },
        },
      ],
    };
    expect(visibleTextLength([cards])).toBe('HiCard'.length);
    const linked: Section = { type: 'prose', body: ['Read [the post](https://blog.example/post) now.'] };
    expect(visibleTextLength([linked])).toBe('Read the post now.'.length);
  });
});
