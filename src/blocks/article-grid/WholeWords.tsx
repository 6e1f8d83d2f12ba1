import classes from './ArticleGrid.module.css';

/**
 * A clamped title's words, each a box a line cannot split: where the clamp cuts, the browser's ellipsis replaces the
 * last whole word that does not fit, never half of one ("Who Owns the Mistak…"). The spaces stay text, so the
 * heading's and the link's accessible name is the whole title.
 */
export function WholeWords({ text }: { text: string }) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word, i) => [
      i > 0 ? ' ' : null,
      <span key={i} className={classes.word}>
        {word}
      </span>,
    ]);
}
