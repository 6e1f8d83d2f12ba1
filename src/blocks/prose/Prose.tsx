import { Text } from '@mantine/core';
import { RichText } from '../../ui/RichText';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ProseProps } from './schema';
import classes from './Prose.module.css';

export function Prose({ heading, intro, body }: ProseProps) {
  return (
    // Marked as running text: the section after it starts one spacing step below its last line (app.module.css).
    <div className={classes.root} data-running-text="">
      <SectionHeading heading={heading} intro={intro} />
      {body.map((paragraph, i) => (
        <Text key={i} size="lg" c="var(--text-secondary)" lh={1.7} className={classes.paragraph}>
          <RichText value={paragraph} />
        </Text>
      ))}
    </div>
  );
}
