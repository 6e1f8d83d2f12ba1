import { Text } from '@mantine/core';
import { RichText } from '../../ui/RichText';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ProseProps } from './schema';
import classes from './Prose.module.css';

export function Prose({ heading, intro, body }: ProseProps) {
  return (
    <div className={classes.root}>
      <SectionHeading heading={heading} intro={intro} />
      {body.map((paragraph, i) => (
        <Text key={i} size="lg" mb="md" c="var(--text-secondary)" lh={1.7} className={classes.paragraph}>
          <RichText value={paragraph} />
        </Text>
      ))}
    </div>
  );
}
