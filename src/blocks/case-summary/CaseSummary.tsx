import classes from './CaseSummary.module.css';
import type { CaseSummaryProps } from './schema';

/**
 * The band a recruiter reads in seconds, right under the case's title: who did what, for how long, and the three
 * results. Two description lists, so a screen reader says each label with its value; the figures come first to the eye.
 */
export function CaseSummary({ role, team, timeline, results }: CaseSummaryProps) {
  const facts = [
    ['Role', role],
    ['Team', team],
    ['Timeline', timeline],
  ];
  return (
    <div className={classes.band}>
      <dl className={classes.facts}>
        {facts.map(([term, value], i) => (
          <div key={i} className={classes.fact}>
            <dt className={classes.term}>{term}</dt>
            <dd className={classes.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className={classes.results} aria-label="Headline results">
        {results.map((result, i) => (
          <div key={i} className={classes.result}>
            <dt className={classes.label}>{result.label}</dt>
            <dd className={classes.figure}>{result.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
