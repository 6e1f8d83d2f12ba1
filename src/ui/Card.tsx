import { Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { CardItem } from '../schema/card';
import { cardSlot } from '../schema/card-slot';
import { Picture } from './Picture';
import { useHeadingLevels } from './heading-levels';
import { IconArrowRight } from '@tabler/icons-react';
import { decorative, Icon } from './Icon';
import { RichText } from './RichText';
import { SmartLink } from './SmartLink';
import { wholeRanges } from './whole-ranges';
import { Tag } from './Tag';
import classes from './Card.module.css';
import link from './stretched-link.module.css';
import { WholeCompounds } from './WholeCompounds';

/**
 * A card as a list item: cover, icon, kicker, title, text, chips, meta; with `href`, the whole card is the link.
 * `eager`: its picture is fetched as the page loads, not when it nears the window (a grid's first card).
 */
export function Card({
  item,
  className,
  sizes = cardSlot.sizes,
  eager,
}: {
  item: CardItem;
  className?: string;
  sizes?: string;
  eager?: boolean;
}) {
  const { items } = useHeadingLevels();
  const title = <WholeCompounds text={item.title} />;
  return (
    <li className={`${classes.card} ${className ?? ''}`} data-tone={item.tone} data-linked={item.href ? '' : undefined}>
      {item.image && <Picture image={item.image} sizes={sizes} eager={eager} className={classes.cover} />}
      {item.icon && (
        // The theme's default radius (md): Mantine 9.7's ThemeIcon would also write a `radius` prop into the page as
        // an attribute HTML lacks.
        <ThemeIcon size={44} variant="white" className={classes.icon}>
          <Icon name={item.icon} size={24} />
        </ThemeIcon>
      )}
      {item.kicker && (
        <Text size="sm" fw={650} className={classes.kicker}>
          {wholeRanges(item.kicker)}
        </Text>
      )}
      <Title order={items} size="h3" className={classes.title}>
        {item.href && !item.cta ? (
          <SmartLink href={item.href} className={link.stretched}>
            {title}
          </SmartLink>
        ) : (
          title
        )}
      </Title>
      {item.text && (
        <Text mt="xs" className={classes.text}>
          <RichText value={item.text} />
        </Text>
      )}
      {item.chips && (
        <Group gap={6} component="ul" className={classes.chips}>
          {item.chips.map((chip, i) => (
            <Tag key={i}>{chip}</Tag>
          ))}
        </Group>
      )}
      {item.meta && (
        <Text size="sm" mt="sm" className={classes.meta}>
          {wholeRanges(item.meta)}
        </Text>
      )}
      {item.href && item.cta && (
        // The visible words start the link's name; the title after them tells ten such links apart.
        <SmartLink href={item.href} className={`${link.stretched} ${classes.cta}`}>
          {item.cta}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
          <IconArrowRight size={18} {...decorative} />
        </SmartLink>
      )}
    </li>
  );
}
