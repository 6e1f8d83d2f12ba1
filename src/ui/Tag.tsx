import type { ReactNode } from 'react';
import classes from './Tag.module.css';

interface Props {
  children: ReactNode;
  /** `li` inside a <ul> of tags; a span elsewhere. */
  as?: 'li' | 'span';
  /** A tag that must stand out: `accent` (a resource's own badge) white on ink, `alert` (a story marked hot) white on red. */
  emphasis?: 'accent' | 'alert';
}

/**
 * The site's one chip, for every tag or badge a card, a page header, a list or a story shows: 13 px
 * text on the page's own surface with a border, so it reads on every card tone in both schemes.
 * Carries "badge" for print.css.
 */
export function Tag({ children, as: Element = 'li', emphasis }: Props) {
  return (
    <Element className={`badge ${classes.tag}`} data-emphasis={emphasis}>
      {children}
    </Element>
  );
}
