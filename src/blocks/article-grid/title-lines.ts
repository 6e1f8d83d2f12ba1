/**
 * How many lines a card shows of its title. Two keep a grid of cards even, but a title a little over two lines lost
 * its last word or two to the ellipsis ("… Everything in…"). So a title that three lines hold (a card's title runs about
 * 26 characters a line on a 390 px phone or at 1440 px, some 21 in the narrowest three-column card at 62em) gets three;
 * a longer one, which would lose more than a word at any width, keeps the two-line clamp.
 * Counted in characters, not measured: the prerendered page draws it the same before and after scripts run, with no
 * jump as the page hydrates.
 */
export const SHORT_TITLE = 70;

export const titleLines = (title: string): 2 | 3 => (title.length <= SHORT_TITLE ? 3 : 2);
