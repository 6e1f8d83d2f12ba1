import { Button, Group, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useListState } from '../../behaviours/list-state';
import { filterItems } from '../../behaviours/search';
import { ItemLayout } from '../../ui/ItemLayout';
import { ListControls } from '../../ui/ListControls';
import { NothingFound } from '../../ui/NothingFound';
import { useHeadingLevels } from '../../ui/heading-levels';
import { ResourceBadge } from '../../ui/ResourceBadge';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import { Tag } from '../../ui/Tag';
import type { ResourceListProps } from './schema';
import { cardsOf, NOUNS, type CardView } from './cards';
import { CopyPromptButton } from './CopyPromptButton';
import classes from './ResourceList.module.css';

export function ResourceList(props: ResourceListProps) {
  const { heading, intro, searchPlaceholder, searchFields, chips, empty, kind } = props;
  const state = useListState();
  const query = state.deferredQuery;
  const cards = useMemo(() => cardsOf(props), [props]);
  const filterFor = useCallback(
    (text: string) =>
      filterItems(cards, { fields: searchFields, query: text, chipField: chips?.field, chip: state.chip }, (card) => card.record),
    [cards, searchFields, chips?.field, state.chip],
  );
  const shown = useMemo(() => filterFor(query), [filterFor, query]);
  // The count answers each keystroke at once; the cards below follow a beat behind.
  const count = state.query === query ? shown.length : filterFor(state.query).length;
  // The same element while only the box has changed, so a keystroke does not redraw every card.
  const list = useMemo(
    () =>
      shown.length === 0 ? (
        <NothingFound title={empty.title} text={empty.text} />
      ) : (
        <ItemLayout view={state.view} wide>
          {shown.map((card) => (
            <ResourceCard key={card.key} card={card} />
          ))}
        </ItemLayout>
      ),
    [shown, empty, state.view],
  );

  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ListControls state={state} placeholder={searchPlaceholder} chips={chips} shown={count} total={cards.length} noun={NOUNS[kind]} />
      {list}
    </>
  );
}

function ResourceCard({ card }: { card: CardView }) {
  const { items } = useHeadingLevels();
  return (
    <li className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" className={classes.head}>
        <Group gap="sm" wrap="nowrap" align="center">
          {card.emoji && (
            <span className={classes.emoji} aria-hidden="true">
              {card.emoji}
            </span>
          )}
          <Title order={items} size="h3" className={classes.title}>
            {card.title}
          </Title>
        </Group>
        {card.badge && <ResourceBadge {...card.badge} />}
      </Group>
      <Text mt="xs" className={card.action.kind === 'copy' ? classes.prompt : classes.text}>
        {card.text}
      </Text>
      <Group gap={6} mt="sm" component="ul" className={classes.tags}>
        {card.tags.map((tag, i) => (
          <Tag key={i}>{tag}</Tag>
        ))}
      </Group>
      <div className={classes.action}>
        {card.action.kind === 'copy' ? (
          <CopyPromptButton text={card.action.text} title={card.title} />
        ) : (
          // Light, not filled: a list of dozens of cards is not dozens of calls to action.
          <Button component={SmartLink} href={card.action.href} variant="light">
            {card.action.label}
          </Button>
        )}
      </div>
    </li>
  );
}
