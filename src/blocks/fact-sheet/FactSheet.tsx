import { isFromSummary } from '../../schema/from-summary';
import { SectionHeading } from '../../ui/SectionHeading';
import classes from './FactSheet.module.css';
import type { FactSheetProps } from './schema';

/** A card of term/value pairs: a real <dl>, so screen readers announce each label with its value. */
export function FactSheet({ heading, intro, emphasis = 'facts', items, note }: FactSheetProps) {
  return (
    <div className={classes.card}>
      <SectionHeading heading={heading} intro={intro} size="h3" />
      <dl className={classes.list} data-emphasis={emphasis}>
        {/* The build puts the case summary's items in place of a "fromSummary" (src/content/derivation/case-summary.ts). */}
        {items
          .flatMap((item) => (isFromSummary(item) ? [] : [item]))
          .map((item, i) => (
            <div key={i} className={classes.row}>
              <dt className={classes.term}>{item.term}</dt>
              <dd className={classes.value}>{item.value}</dd>
            </div>
          ))}
      </dl>
      {note && <p className={classes.note}>{note}</p>}
    </div>
  );
}
