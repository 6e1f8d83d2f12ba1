import { Title } from '@mantine/core';
import { dayLabel } from '../../schema/dates';
import { toneAt } from '../../schema/tones';
import { useHeadingLevels } from '../../ui/heading-levels';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import type { ArticleGridProps } from './schema';
import grid from '../../ui/grid.module.css';
import link from '../../ui/stretched-link.module.css';
import classes from './ArticleGrid.module.css';
import { WholeWords } from './WholeWords';

/**
 * Labels and pool icons arrive filled in: the validator derived them (src/content/derivation/derive.ts),
 * so this draws data only and the browser ships no rules.
 */
export function ArticleGrid({ heading, intro, items }: ArticleGridProps) {
  const levels = useHeadingLevels();
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ul className={grid.grid} data-columns={3}>
        {items.map((item, i) => (
          <li key={i} className={classes.card} data-tone={toneAt(i)} data-linked={item.href ? '' : undefined}>
            {(item.icon || item.label) && (
              <div className={classes.top}>
                {item.icon && (
                  <span className={classes.icon} data-icon={item.icon}>
                    <Icon name={item.icon} size={22} />
                  </span>
                )}
                {item.label && (
                  <span className={classes.label} data-label="">
                    {item.label}
                  </span>
                )}
              </div>
            )}
            {/* Clamped to two lines on screen, cut at a whole word; whole for screen readers, and "title" shows it on hover. */}
            <Title order={levels.items} size="h3" className={classes.title} title={item.title}>
              {item.href ? (
                <SmartLink href={item.href} className={link.stretched}>
                  <WholeWords text={item.title} />
                </SmartLink>
              ) : (
                <WholeWords text={item.title} />
              )}
            </Title>
            {item.description && <p className={classes.description}>{item.description}</p>}
            {item.date && (
              <time dateTime={item.date} className={classes.date}>
                {dayLabel(item.date)}
              </time>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
