import { Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { storyAnchor, weekToOpen, type Paged } from '../../behaviours/archive-paging';
import { useHydrated } from '../../behaviours/hydrated';
import { useListState } from '../../behaviours/list-state';
import { filterItems, isFiltering } from '../../behaviours/search';
import { monthsShown, periodKey, periodToOpen, type Period } from '../../schema/weeks';
import { useWholeArchive } from '../../behaviours/whole-archive';
import { ArchivePager } from '../../ui/ArchivePager';
import { OtherWeek, PartialSearch, WeekLink } from '../../ui/ArchiveSearch';
import { below, useHeadingLevels } from '../../ui/heading-levels';
import { ItemLayout } from '../../ui/ItemLayout';
import { ListControls } from '../../ui/ListControls';
import { NothingFound } from '../../ui/NothingFound';
import { SectionHeading } from '../../ui/SectionHeading';
import { StoryCard } from '../../ui/StoryCard';
import { Disclosure, WeeklyTree } from '../../ui/WeeklyTree';
import type { RoboticsArchiveProps } from './schema';

type Week = RoboticsArchiveProps['weeks'][number];
type Update = Week['updates'][number];

export function RoboticsArchive(props: Paged<RoboticsArchiveProps>) {
  const { heading, intro, searchPlaceholder, searchFields, chips, months, open, emptyWeek, empty, paging } = props;
  const state = useListState();
  const hydrated = useHydrated();
  const { deferredQuery: query, filtering } = state;
  // A search covers the whole archive once its weeks arrive; until then, this page's.
  const whole = useWholeArchive<Week>(paging, filtering);
  const weeks = filtering && whole.entries ? whole.entries : props.weeks;

  const byKey = useMemo(() => new Map(weeks.map((week) => [periodKey(week), week])), [weeks]);
  const filterFor = useCallback(
    (text: string) =>
      new Map(
        weeks.map((week) => [
          periodKey(week),
          filterItems(week.updates, { fields: searchFields, query: text, chipField: chips?.field, chip: state.chip }),
        ]),
      ),
    [weeks, searchFields, chips?.field, state.chip],
  );
  const shownByKey = useMemo(() => filterFor(query), [filterFor, query]);
  const countOf = (byWeek: Map<string, Update[]>) => [...byWeek.values()].reduce((sum, updates) => sum + updates.length, 0);
  const total = paging?.stats.entries ?? weeks.reduce((sum, week) => sum + week.updates.length, 0);
  const shown = countOf(shownByKey);
  // The count answers each keystroke at once; the updates below follow a beat behind. Unfiltered, it counts them all.
  const count = !isFiltering(state) ? total : state.query === query ? shown : countOf(filterFor(state.query));
  // Today's week is only known in the browser: the prerendered page opens its own week, or the newest.
  const openPeriod = useMemo(() => {
    const today = hydrated ? new Date() : undefined;
    return paging ? weekToOpen(paging, open, today) : periodToOpen(open, props.weeks, today);
  }, [open, props.weeks, hydrated, paging]);

  // The months drawn: the document's, or the oldest to the newest entry of the whole archive (the paging knows them all).
  const range = useMemo(
    () => monthsShown(months, paging ? Object.keys(paging.weeks) : props.weeks.map((week) => periodKey(week))),
    [months, paging, props.weeks],
  );

  // The same element while only the box has changed, so a keystroke does not redraw every update.
  const updates = useMemo(() => {
    const shownIn = (period: Period) => shownByKey.get(periodKey(period)) ?? [];
    return filtering && shown === 0 ? (
      <NothingFound title={empty.title} text={empty.text} />
    ) : (
      <WeeklyTree
        months={range}
        openPeriod={openPeriod}
        filtering={filtering}
        paging={filtering ? undefined : paging}
        count={(period) => shownIn(period).length}
        emptyWeek={emptyWeek}
        renderWeek={(period) => {
          const key = periodKey(period);
          if (!filtering && paging && key !== paging.week && paging.weeks[key])
            return (
              <OtherWeek<Week>
                paging={paging}
                period={period}
                render={(all) => {
                  const week = all.find((w) => periodKey(w) === key);
                  return week && <WeekDetails week={week} updates={week.updates} view={state.view} />;
                }}
              />
            );
          const week = byKey.get(key)!;
          return (
            <>
              {filtering && paging && <WeekLink paging={paging} period={period} />}
              <WeekDetails week={week} updates={shownIn(period)} view={state.view} />
            </>
          );
        }}
      />
    );
  }, [shownByKey, filtering, shown, empty, range, openPeriod, byKey, emptyWeek, state.view, paging]);

  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ListControls state={state} placeholder={searchPlaceholder} chips={chips} shown={count} total={total} noun="updates" />
      {whole.failed && filtering && paging && <PartialSearch paging={paging} />}
      {updates}
      {paging && !filtering && <ArchivePager paging={paging} />}
    </>
  );
}

function WeekDetails({ week, updates, view }: { week: Week; updates: Update[]; view: 'tile' | 'list' }) {
  const levels = useHeadingLevels();
  return (
    <>
      <Title order={levels.items} size="h5" mb="xs">
        Weekly Updates
      </Title>
      <ItemLayout view={view}>
        {updates.map((update, i) => (
          <StoryCard
            key={i}
            id={storyAnchor(update.id)}
            badges={[
              { text: update.category, look: 'category' },
              { text: update.tag, look: 'tag' },
            ]}
            title={update.title}
            href={update.link}
            level={below(levels.items)}
            summary={update.summary}
            footer={update.source}
          />
        ))}
      </ItemLayout>
      <Highlight
        label="Tech Spotlight"
        title={week.spotlight.title}
        text={week.spotlight.desc}
        note="Innovation"
        value={week.spotlight.innovation}
      />
      <Highlight
        label="Most Impressive"
        title={week.impressive.title}
        text={week.impressive.desc}
        note="Impact"
        value={week.impressive.impact}
      />
    </>
  );
}

/** A week's "Tech Spotlight" or "Most Impressive", closed until asked for. */
function Highlight({ label, title, text, note, value }: { label: string; title: string; text: string; note: string; value: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure level="detail" open={open} onToggle={setOpen} summary={<span>{`${label}: ${title}`}</span>}>
      <Text size="sm">{text}</Text>
      <Text size="sm" mt="xs">
        <strong>{note}:</strong> {value}
      </Text>
    </Disclosure>
  );
}
