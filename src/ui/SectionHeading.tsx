import { Text, Title } from '@mantine/core';
import { RichText } from './RichText';
import classes from './ui.module.css';

export function SectionHeading({ heading, intro }: { heading?: string; intro?: string }) {
  if (!heading && !intro) return null;
  return (
    <header className={classes.sectionHeading}>
      {heading && (
        <Title order={2} className={classes.sectionTitle}>
          {heading}
        </Title>
      )}
      {intro && (
        <Text c="dimmed" size="lg" className={classes.sectionIntro}>
          <RichText value={intro} />
        </Text>
      )}
    </header>
  );
}
