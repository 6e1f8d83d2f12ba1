import { Text, Title, type TitleSize } from '@mantine/core';
import { useHeadingLevels } from './heading-levels';
import { RichText } from './RichText';
import classes from './ui.module.css';

/** The section's heading at the level the page renderer gives it; `size` is its look, whatever its level. */
export function SectionHeading({ heading, intro, size = 'h2' }: { heading?: string; intro?: string; size?: TitleSize }) {
  const { section } = useHeadingLevels();
  if (!heading && !intro) return null;
  return (
    <header className={classes.sectionHeading}>
      {heading && (
        <Title order={section} size={size} className={classes.sectionTitle}>
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
