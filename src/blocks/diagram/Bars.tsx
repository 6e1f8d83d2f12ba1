import type { CSSProperties } from 'react';
import classes from './Diagram.module.css';
import { written } from './draw/layout';
import type { DiagramProps } from './schema';

type BarsProps = Extract<DiagramProps, { kind: 'bars' }>;
type Metric = BarsProps['metrics'][number];

const largest = (metrics: Metric[]) => Math.max(...metrics.flatMap((m) => [m.before.value, m.after.value])) || 1;

/**
 * Per metric, its name, then a muted bar for before and a strong one for after: drawn to the pair's larger figure,
 * or, when the metrics share a unit, to the chart's largest, so a short bar reads as a small figure. Laid out as
 * HTML, as the flow is, so its words stay at the page's sizes at any width: on a wide card each name stands left
 * of its bars instead of a small drawing scaled up in the middle.
 */
export function Bars({ alt, metrics, scale }: BarsProps) {
  const chartLargest = largest(metrics);
  return (
    <div role="img" aria-label={alt} className={classes.bars} data-kind="bars">
      {metrics.map((metric, i) => {
        const fullWidth = scale === 'shared' ? chartLargest : largest([metric]);
        return (
          <div key={i} className={classes.metric}>
            <p className={classes.metricName}>{metric.label}</p>
            {(['before', 'after'] as const).map((side) => (
              <p key={side} className={classes.barRow}>
                <span>{side === 'before' ? 'Before' : 'After'}</span>
                <span className={classes.track}>
                  <span
                    className={side === 'before' ? classes.beforeBar : classes.afterBar}
                    style={{ '--share': metric[side].value / fullWidth } as CSSProperties}
                    data-bar
                  />
                  <strong className={classes.figureValue}>{written(metric[side])}</strong>
                </span>
              </p>
            ))}
          </div>
        );
      })}
    </div>
  );
}
