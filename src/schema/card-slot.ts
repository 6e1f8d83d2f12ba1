import type { PictureSlot } from './picture-variants';

// A card's cover runs its full width, inside the card's 1px border. The page column is 100vw less 2rem, at most 1108px (a 1140px container);
// cards sit 20px apart (card-grid and scroll-row styles).

/** A card grid's columns: one, two from 48em, `columns` from 62em. Widest: a 767px tablet's one column at 2×. */
export function cardGridSlot(columns: number): PictureSlot {
  const gaps = `${(columns - 1) * 20}px`;
  return {
    sizes: [
      `(min-width: 1140px) ${Math.floor((1108 - (columns - 1) * 20) / columns)}px`,
      `(min-width: 62em) calc((100vw - 2rem - ${gaps}) / ${columns})`,
      '(min-width: 48em) calc((100vw - 2rem - 20px) / 2)',
      'calc(100vw - 2rem - 2px)',
    ].join(', '),
    phone: 356,
    widest: 735 * 2,
  };
}

/** A scroll row's cards: 300px, 78% of a phone's width. */
export const cardRowSizes = '(max-width: 30em) 78vw, 300px';

/** Every card's files: enough for the widest place a card is drawn. */
export const cardSlot = cardGridSlot(3);
