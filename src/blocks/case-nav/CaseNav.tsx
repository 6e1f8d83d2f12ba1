import { SmartLink } from '../../ui/SmartLink';
import classes from './CaseNav.module.css';
import type { CaseNavProps } from './schema';
import { caseNavWords } from './words';

/**
 * The way on to the neighbouring cases, in the listing's order (the build found them: src/content/derivation/case-links.ts).
 * Past the first or the last case, that side leads back to the listing, so a reader at an end still has a way on.
 */
export function CaseNav({ listing, kind, previous, next }: CaseNavProps) {
  const words = caseNavWords[kind];
  return (
    <nav aria-label={words.more} className={classes.nav}>
      <SmartLink href={previous?.href ?? listing} className={classes.link} rel={previous ? 'prev' : undefined}>
        <span className={classes.direction}>
          <span aria-hidden="true">← </span>
          {previous ? words.previous : 'Back to the list'}
        </span>
        <span className={classes.title}>{previous?.title ?? words.all}</span>
      </SmartLink>
      <SmartLink href={next?.href ?? listing} className={classes.link} data-next rel={next ? 'next' : undefined}>
        <span className={classes.direction}>
          {next ? words.next : 'Back to the list'}
          <span aria-hidden="true"> →</span>
        </span>
        <span className={classes.title}>{next?.title ?? words.all}</span>
      </SmartLink>
    </nav>
  );
}
