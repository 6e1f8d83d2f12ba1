import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { LinkButton } from '../../ui/LinkButton';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SmartLink } from '../../ui/SmartLink';
import { Tag } from '../../ui/Tag';
import type { PageHeaderProps } from './schema';
import { headerSlot } from './slot';
import classes from './PageHeader.module.css';
import { WholeCompounds } from '../../ui/WholeCompounds';

/** A phone's portrait is taller than the text beside it: trimmed top and bottom, faces kept (the upper third). */
const TRIMMED = { maxHeight: 'min(32rem, 75vh)', objectFit: 'cover', objectPosition: '50% 30%' } as const;

export function PageHeader({ back, eyebrow, heading, meta, body, chips, figures, image, actions }: PageHeaderProps) {
  // Beside a picture the figures follow the first paragraph, the one that says what the person does now: on a
  // phone they are on the first screen, not after the whole introduction. Without a picture they take its
  // column, so a wide screen has no empty half.
  const proof = figures && (
    <ul className={classes.figures}>
      {figures.map((figure, i) => (
        <li key={i}>
          <SmartLink href={figure.href}>
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  const paragraphs = (body ?? []).map((paragraph, i) => (
    <Text key={i} size="lg" className={classes.body}>
      <RichText value={paragraph} />
    </Text>
  ));
  const [lede, ...rest] = paragraphs;
  return (
    <div className={image ? classes.withImage : figures ? classes.withFigures : classes.root}>
      <div>
        {back && (
          <Anchor component={SmartLink} href={back.href} className={classes.back} fw={600}>
            <IconArrowLeft size={18} {...decorative} />
            {back.label}
          </Anchor>
        )}
        {eyebrow && (
          <Text className={classes.eyebrow} fw={700}>
            <WholeCompounds text={eyebrow} />
          </Text>
        )}
        <Title order={1} className={classes.heading}>
          <WholeCompounds text={heading} />
        </Title>
        {meta && (
          <Group gap={6} mt="sm" c="dimmed">
            <IconMapPin size={18} {...decorative} />
            <Text>{meta}</Text>
          </Group>
        )}
        {lede}
        {image && proof}
        {rest}
        {chips && (
          <Group gap="xs" mt="lg" component="ul" className={classes.chips}>
            {chips.map((chip, i) => (
              <Tag key={i}>{chip}</Tag>
            ))}
          </Group>
        )}
        {actions && (
          <Group mt="xl" gap="sm" className={classes.actions}>
            {actions.map((action, i) => (
              <LinkButton key={i} {...action} />
            ))}
          </Group>
        )}
      </div>
      {!image && proof}
      {image && <Picture image={image} sizes={headerSlot.sizes} priority className={classes.image} photoStyle={TRIMMED} />}
    </div>
  );
}
